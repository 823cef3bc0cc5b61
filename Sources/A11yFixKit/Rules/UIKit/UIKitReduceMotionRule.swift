/// UIKit animations that move views with no Reduce Motion gate.
public struct UIKitReduceMotionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "uikit-reduce-motion",
        name: "UIKit animations respect Reduce Motion",
        summary: "Finds `UIView.animate(withDuration:…)`, `UIView.animateKeyframes(withDuration:…)`, `UIView.transition(with:…)` and `UIViewPropertyAnimator` animations that move views (a `transform`, `frame`, `center` or `bounds` change, constraints laid out again with `layoutIfNeeded()`, scrolling; a flip or curl transition) and that nothing gates on `UIAccessibility.isReduceMotionEnabled`. A `UIView.animate` gets `withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : d`, which makes the change without animating it (a duration already chosen by a condition, `animated ? 0.2 : 0`, gets the gate joined to that condition: `animated && !UIAccessibility.isReduceMotionEnabled ? 0.2 : 0`; where the duration follows the function's own `animated` parameter and the function passes it on to other animated calls, that parameter is gated once, first in the function: `let animated = animated && !UIAccessibility.isReduceMotionEnabled`); a flip or curl transition becomes a cross-dissolve under Reduce Motion.",
        rationale: "Motion on screen (views that slide in, zoom, spin, flip over) makes some people dizzy or sick: vestibular disorders are why iOS has Reduce Motion (WCAG 2.3.3 Animation from Interactions, the Reduced Motion Nutrition Label). UIKit does not apply the setting to the app's own animations; each must ask `UIAccessibility.isReduceMotionEnabled` and then show its end state without the motion, or a fade, which is Reduce Motion's own substitute.",
        notes: """
        What moves is judged as `reduce-motion` judges SwiftUI: motion is a change of place, size or turn, not of opacity or colour. The statements of the `animations` closure (into its `if` and `switch` branches; not into closures inside it, which run later) move when one assigns `transform`, `frame`, `center`, `bounds`, an `origin` or `contentOffset`, calls `setContentOffset` or `scrollToRow`/`scrollToItem`, or calls `layoutIfNeeded()` after the function changed constraints (`constant`, `isActive`, `activate`, `priority`). A block that also changes a scroll view's `contentInset` (a pull-to-refresh header settling, as the system's refresh control does whatever Reduce Motion says) is left alone. They do not move when they only set `alpha`, colours, images or text, a press's scale within a tenth of 1 (`CGAffineTransform(scaleX: 0.95, y: 0.95)`), or a progress bar; a return to `.identity` moves when the type sets the same view's transform to a moving one elsewhere (just before the animation, or in the other half of a pair: the `show()` that grows back the marker `hide()` shrinks), and otherwise follows whatever came before; anything else (a call of the app's own, `self.updateUI()`) cannot be followed, and no finding beats a false one. A block that moves views and also fades one (`alpha`) is reported without a fix: a duration of zero would cut the fade too, which Reduce Motion keeps; a person makes the move without animation and animates only the fade. A transition moves when its options flip or curl the view (`.transitionFlipFromLeft`, `.transitionCurlUp`); `.transitionCrossDissolve` is a fade.

        Already gated, never reported: an animation in a function that reads the setting anywhere (`guard !UIAccessibility.isReduceMotionEnabled`, `let duration = UIAccessibility.isReduceMotionEnabled ? 0 : 0.3`, a property or name containing `reduceMotion`/`reducedMotion`, or one of the project's own animation helpers that read it, as `reduce-motion` finds them), or whose duration is a property whose definition reads it. Not reported either: animations in a function that handles the keyboard (its name or code says `keyboard`: keyboard avoidance follows the keyboard, which the system moves itself), animations driven by a pan gesture (`translation(in:)`, `velocity(in:)`: the finger moves the view) or answering a long press held on the view (a record button that grows under the finger), also in a function that only such handlers call (one that a close button calls too is reported: a sheet's slide-out is no drag), and a transition animator's animation that a gesture can drive (the function reads `transitionWasCancelled` or `isInteractive`: a sheet dragged down follows the finger through it, and at zero duration the drag would end the transition at once; an independent review rejected such a fix), and animations of a written duration of 0.1 s or less (`withDuration: 0.0` makes the change at once).

        The fix. `UIView.animate(withDuration: d, …)` becomes `UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : d, …)`: UIKit documents that with a duration of 0 \"the changes are made without animating them\", and the completion handler still runs, so the still state is exactly the animation's end state and the code after it is unchanged. It is reported without a fix when that end state would not be a sensible still state or the timing would change: a repeating or autoreversing animation (a pulse would freeze large, a spinner half turned), and one whose completion starts it again, itself or through the type's other steps and timers (a loader's loop would blink or vanish), an animation with a delay (a zero-duration animation ignores it, so a banner meant to leave after three seconds would leave at once), an animation in a function that also has a table or collection view animate its rows' size (`beginUpdates()`/`endUpdates()`, `performBatchUpdates`, a delegate's `cellHeightDidChange`: the row would keep growing while the cell's content snapped ahead of it), and `UIViewPropertyAnimator`, whose zero duration UIKit does not document. A flip or curl `UIView.transition` keeps its animations and swaps only the transition: `options: UIAccessibility.isReduceMotionEnabled ? .transitionCrossDissolve : .transitionFlipFromLeft` (in an option set, only the transition member changes). `NSAnimationContext` and `animator()` belong to `appkit-reduce-motion`; SwiftUI's `withAnimation` to `reduce-motion`.

        Reported without a fix: an animation that glides each step of a repeating timer or display link (a reader's auto-scroll: `Timer.scheduledTimer(…, selector: #selector(scrollStep), …, repeats: true)` and `UIView.animate` of `contentOffset` in `scrollStep`). The motion goes on either way; instant, each step would jump several times a second, which is worse. Slower, paused or a page at a time is the team's choice. So are the transitions of one function when one of them cannot be gated (a card's front and back turning over together, one with options the fix cannot rewrite): gated one by one, one view would cross-dissolve while the other still flips. So is an animation whose completion starts another that cannot be gated (a bounce that then bobs forever with `.repeat`): gated alone, the first step would stop while the loop still plays.

        A block that moves only a standalone Core Animation layer (`self.maskLayer.frame = …` where `maskLayer` is a `CALayer` the view keeps) is reported without a fix: `UIView.animate` does not animate such a layer, whose own implicit animation runs whatever the duration; the change belongs in a `CATransaction` with `setDisableActions(UIAccessibility.isReduceMotionEnabled)`.

        Fix safety: safe. The gate changes nothing while Reduce Motion is off, and with it on shows the end state the code already animates to (or a cross-dissolve, the substitute Apple's own transitions use).
        """,
        severity: .incomplete, wcag: ["2.3.3"], nutritionLabels: [.reducedMotion], fixSafety: .safe, seeds: ["000", "003"],
        triggeringExamples: [
            // The block fades the player's controls and slides the subtitles: a zero duration would cut
            // the fade too. Reported for a person to split.
            RuleExample("""
            import UIKit

            final class CustomPlayerViewController: UIViewController {
                private let controls = UIView()
                private var subtitleBottom: NSLayoutConstraint!

                func setControlsVisible(_ visible: Bool) {
                    subtitleBottom.constant = visible ? -80 : -20
                    UIView.↓animate(withDuration: 0.2) {
                        self.controls.alpha = visible ? 1 : 0
                        self.view.layoutIfNeeded()
                    }
                }
            }
            """),
            // A repeating timer's step, glided: instant it would jerk; reported for a person.
            RuleExample("""
            import UIKit

            final class WebtoonReaderController: UIViewController {
                private var timer: Timer?
                private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

                func startAutoScroll() {
                    timer = Timer.scheduledTimer(timeInterval: 0.15, target: self, selector: #selector(scrollStep), userInfo: nil, repeats: true)
                }

                @objc private func scrollStep() {
                    let offset = collectionView.contentOffset.y + 12
                    UIView.↓animate(withDuration: 0.151, delay: 0, options: [.curveLinear, .allowUserInteraction]) {
                        self.collectionView.contentOffset.y = offset
                    }
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private let miniPlayer = UIView()

                func showMiniPlayer() {
                    UIView.↓animate(withDuration: 0.3) {
                        self.miniPlayer.transform = .identity
                        self.miniPlayer.frame.origin.y = self.view.bounds.height - 64
                    }
                }
            }
            """),
            // Constraints laid out again: the drawer slides.
            // The show half of a pair: the marker grows back from the scale its hide() sets.
            RuleExample("""
            import UIKit

            final class MapMarkerView: UIView {
                func show() {
                    UIView.↓animate(withDuration: 0.7) {
                        self.alpha = 1
                        self.transform = .identity
                    }
                }

                func hide() {
                    UIView.↓animate(withDuration: 0.5) {
                        self.alpha = 0
                        self.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
                    }
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class SettingsViewController: UITableViewController {
                private var drawerHeight: NSLayoutConstraint!

                func toggleDrawer(open: Bool) {
                    drawerHeight.constant = open ? 240 : 0
                    UIView.↓animate(withDuration: 0.25, delay: 0, options: .curveEaseInOut, animations: {
                        self.view.layoutIfNeeded()
                    }, completion: nil)
                }
            }
            """),
            // A login form that shakes on a wrong password.
            RuleExample("""
            import UIKit

            final class LoginViewController: UIViewController {
                private let passwordField = UITextField()

                func shake() {
                    UIView.↓animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.2, initialSpringVelocity: 8, options: [], animations: {
                        self.passwordField.transform = CGAffineTransform(translationX: 12, y: 0)
                    }, completion: { _ in
                        self.passwordField.transform = .identity
                    })
                }
            }
            """),
            // An onboarding carousel whose pages zoom in.
            RuleExample("""
            import UIKit

            final class OnboardingViewController: UIViewController {
                private let pageView = UIView()

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    pageView.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
                    UIView.↓animate(withDuration: 0.5) {
                        self.pageView.transform = CGAffineTransform(scaleX: 1, y: 1)
                        self.pageView.alpha = 1
                    }
                }
            }
            """),
            // Code inside `#if os(iOS)`.
            RuleExample("""
            import UIKit

            final class EpisodeCardView: UIView {
                func reveal(_ card: UIView) {
                    #if os(iOS)
                    UIView.↓animate(withDuration: 0.3, animations: {
                        card.center.y -= 40
                    })
                    #endif
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class ArtworkViewController: UIViewController {
                private let artworkView = UIImageView()

                func flip(to image: UIImage) {
                    UIView.↓transition(with: artworkView, duration: 0.5, options: .transitionFlipFromLeft, animations: {
                        self.artworkView.image = image
                    })
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class QueueViewController: UIViewController {
                private let listView = UIScrollView()

                func scrollToTop() {
                    UIView.↓animate(withDuration: 0.3) {
                        self.listView.contentOffset = .zero
                    }
                }
            }
            """),
            // A pulse that repeats would freeze large: reported without a fix.
            RuleExample("""
            import UIKit

            final class RecordButton: UIButton {
                func startPulsing() {
                    UIView.↓animate(withDuration: 0.8, delay: 0, options: [.repeat, .autoreverse], animations: {
                        self.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
                    })
                }
            }
            """),
            // The table then animates the row's new height: gating the cell's layout alone would not stop it.
            RuleExample("""
            import UIKit

            final class NotesCell: UITableViewCell {
                weak var delegate: NotesCellDelegate?
                private let notesLabel = UILabel()
                private var notesHeight: NSLayoutConstraint!

                func setExpanded(_ expanded: Bool) {
                    notesHeight.constant = expanded ? 120 : 40
                    UIView.↓animate(withDuration: 0.25) {
                        self.contentView.layoutIfNeeded()
                    }
                    delegate?.cellHeightDidChange(self)
                }
            }
            """),
            // A delay would be lost with a zero duration: reported without a fix.
            RuleExample("""
            import UIKit

            final class BannerView: UIView {
                func hide(after seconds: TimeInterval) {
                    UIView.↓animate(withDuration: 0.3, delay: seconds, options: [], animations: {
                        self.frame.origin.y = -self.frame.height
                    }, completion: nil)
                }
            }
            """),
            // A property animator: reported without a fix.
            RuleExample("""
            import UIKit

            final class SheetViewController: UIViewController {
                private let sheet = UIView()

                func present() {
                    let animator = ↓UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.8) {
                        self.sheet.transform = .identity
                        self.sheet.center.y = self.view.bounds.midY
                    }
                    animator.startAnimation()
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // A pull-to-refresh header settling into view: the inset follows the person's pull, as the system's refresh control does.
            RuleExample("""
            import UIKit

            final class RefreshHeaderView: UIView {
                private let height: CGFloat = 60
                private(set) var isRefreshing = false

                func beginRefreshing(in scrollView: UIScrollView) {
                    isRefreshing = true
                    UIView.animate(withDuration: 0.3) {
                        scrollView.contentOffset.y = -self.height - scrollView.adjustedContentInset.top
                        scrollView.contentInset.top += self.height
                    }
                }

                func endRefreshing(in scrollView: UIScrollView) {
                    UIView.animate(withDuration: 0.3, animations: {
                        scrollView.contentInset.top -= self.height
                    }, completion: { _ in
                        self.isRefreshing = false
                    })
                }
            }
            """),
            // A zero duration makes the change at once: nothing moves.
            RuleExample("""
            final class OmniBar: UIView {
                @IBOutlet private var cancelButton: UIButton!

                func hideCancel() {
                    UIView.animate(withDuration: 0.0) {
                        self.cancelButton.transform = CGAffineTransform(translationX: 40, y: 0)
                    }
                }
            }
            """),
            // A fade is Reduce Motion's own substitute.
            RuleExample("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private let controls = UIView()

                func hideControls() {
                    UIView.animate(withDuration: 0.3) {
                        self.controls.alpha = 0
                        self.controls.backgroundColor = .clear
                    }
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class MenuViewController: UIViewController {
                private let menu = UIView()

                func open() {
                    UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
                        self.menu.frame.origin.x = 0
                    }
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class OnboardingViewController: UIViewController {
                private let pageView = UIView()

                func advance() {
                    guard !UIAccessibility.isReduceMotionEnabled else {
                        pageView.center.x = view.bounds.midX
                        return
                    }
                    UIView.animate(withDuration: 0.4) {
                        self.pageView.center.x = self.view.bounds.midX
                    }
                }
            }
            """),
            // Keyboard avoidance follows the keyboard, which the system moves.
            RuleExample("""
            import UIKit

            final class LoginViewController: UIViewController {
                private var bottomConstraint: NSLayoutConstraint!

                @objc func keyboardWillShow(_ notification: Notification) {
                    bottomConstraint.constant = 300
                    UIView.animate(withDuration: 0.25) {
                        self.view.layoutIfNeeded()
                    }
                }
            }
            """),
            // A press's few per cent: feedback, not motion.
            RuleExample("""
            import UIKit

            final class ChipButton: UIButton {
                override var isHighlighted: Bool {
                    didSet {
                        UIView.animate(withDuration: 0.1) {
                            self.transform = self.isHighlighted ? CGAffineTransform(scaleX: 0.95, y: 0.95) : .identity
                        }
                    }
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class ArtworkViewController: UIViewController {
                private let artworkView = UIImageView()

                func show(_ image: UIImage) {
                    UIView.transition(with: artworkView, duration: 0.3, options: .transitionCrossDissolve, animations: {
                        self.artworkView.image = image
                    })
                }
            }
            """),
            // The app's own code: what it changes cannot be followed from here.
            RuleExample("""
            import UIKit

            final class SettingsViewController: UITableViewController {
                func refresh() {
                    UIView.animate(withDuration: 0.3) {
                        self.applyTheme()
                    }
                }

                func applyTheme() {}
            }
            """),
            // A progress bar filling up is status, not motion.
            RuleExample("""
            import UIKit

            final class DownloadView: UIView {
                private let progressFill = UIView()

                func update(fraction: CGFloat) {
                    UIView.animate(withDuration: 0.2) {
                        self.progressFill.frame.size.width = self.bounds.width * fraction
                    }
                }
            }
            """),
            // A drag: the finger moves the view.
            RuleExample("""
            import UIKit

            final class CardViewController: UIViewController {
                private let card = UIView()

                @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
                    let offset = gesture.translation(in: view)
                    if gesture.state == .ended {
                        UIView.animate(withDuration: 0.2) {
                            self.card.center.y = offset.y > 100 ? 800 : 300
                        }
                    }
                }
            }
            """),
            // A dismissal a pan gesture drives and can cancel: the sheet follows the finger.
            RuleExample("""
            import UIKit

            final class SheetDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    guard let sheet = transitionContext.view(forKey: .from) else { return }
                    var frame = sheet.frame
                    frame.origin.y = transitionContext.containerView.bounds.height
                    UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear) {
                        sheet.frame = frame
                    } completion: { _ in
                        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                    }
                }
            }
            """),
            // The duration is a property that reads the setting.
            RuleExample("""
            import UIKit

            final class DrawerViewController: UIViewController {
                private let drawer = UIView()
                private var slideDuration: TimeInterval { UIAccessibility.isReduceMotionEnabled ? 0 : 0.3 }

                func open() {
                    UIView.animate(withDuration: slideDuration) {
                        self.drawer.frame.origin.x = 0
                    }
                }
            }
            """),
        ],
        corrections: [
            // The bounce then bobs forever: gating the bounce alone leaves the loop. Both reported.
            RuleCorrection("""
            import UIKit

            final class EmptyStateView: UIView {
                private let imageView = UIImageView()

                func startAnimation() {
                    UIView.animate(withDuration: 1, animations: {
                        self.imageView.frame.origin.y -= 12
                    }, completion: { _ in
                        UIView.animateKeyframes(withDuration: 1, delay: 0.1, options: [.autoreverse, .repeat], animations: {
                            self.imageView.frame.origin.y += 12
                        })
                    })
                }
            }
            """, """
            import UIKit

            final class EmptyStateView: UIView {
                private let imageView = UIImageView()

                func startAnimation() {
                    UIView.animate(withDuration: 1, animations: {
                        self.imageView.frame.origin.y -= 12
                    }, completion: { _ in
                        UIView.animateKeyframes(withDuration: 1, delay: 0.1, options: [.autoreverse, .repeat], animations: {
                            self.imageView.frame.origin.y += 12
                        })
                    })
                }
            }
            """),
            // The cover and its back turn over together; the back's options cannot be gated here, so neither is.
            RuleCorrection("""
            import UIKit

            final class CoverFlowController: UIViewController {
                let backside = UIView()
                let cover = UIView()

                func flipBack() {
                    UIView.transition(with: backside, duration: 1.0, options: [isLandscape ? .transitionFlipFromBottom : .transitionFlipFromTop, .showHideTransitionViews], animations: {
                        self.backside.isHidden = true
                    })
                    UIView.transition(with: cover, duration: 1.0, options: [.transitionFlipFromLeft, .showHideTransitionViews], animations: {
                        self.cover.alpha = 1.0
                    })
                }

                var isLandscape: Bool { view.bounds.width > view.bounds.height }
            }
            """, """
            import UIKit

            final class CoverFlowController: UIViewController {
                let backside = UIView()
                let cover = UIView()

                func flipBack() {
                    UIView.transition(with: backside, duration: 1.0, options: [isLandscape ? .transitionFlipFromBottom : .transitionFlipFromTop, .showHideTransitionViews], animations: {
                        self.backside.isHidden = true
                    })
                    UIView.transition(with: cover, duration: 1.0, options: [.transitionFlipFromLeft, .showHideTransitionViews], animations: {
                        self.cover.alpha = 1.0
                    })
                }

                var isLandscape: Bool { view.bounds.width > view.bounds.height }
            }
            """),
            // A standalone layer's frame animates on its own, whatever UIView.animate's duration: reported.
            RuleCorrection("""
            final class GradientProgressBar: UIView {
                private var progress: CGFloat = 0
                private let maskLayer: CALayer = {
                    let mask = CALayer()
                    mask.backgroundColor = UIColor.white.cgColor
                    return mask
                }()

                func setProgress(_ value: CGFloat) {
                    progress = value
                    var frame = bounds
                    frame.size.width *= progress
                    UIView.animate(withDuration: 1.5) {
                        self.maskLayer.frame = frame
                    }
                }
            }
            """, """
            final class GradientProgressBar: UIView {
                private var progress: CGFloat = 0
                private let maskLayer: CALayer = {
                    let mask = CALayer()
                    mask.backgroundColor = UIColor.white.cgColor
                    return mask
                }()

                func setProgress(_ value: CGFloat) {
                    progress = value
                    var frame = bounds
                    frame.size.width *= progress
                    UIView.animate(withDuration: 1.5) {
                        self.maskLayer.frame = frame
                    }
                }
            }
            """),
            // A duration already chosen by a condition (`animated ? 0.2 : 0`): the gate joins the condition.
            RuleCorrection("""
            import UIKit

            final class MenuViewController: UIViewController {
                private let menuView = UIView()

                func open(animated: Bool) {
                    UIView.animate(withDuration: animated ? 0.2 : 0, animations: {
                        self.menuView.frame.origin.x = 0
                    })
                }
            }
            """, """
            import UIKit

            final class MenuViewController: UIViewController {
                private let menuView = UIView()

                func open(animated: Bool) {
                    UIView.animate(withDuration: animated && !UIAccessibility.isReduceMotionEnabled ? 0.2 : 0, animations: {
                        self.menuView.frame.origin.x = 0
                    })
                }
            }
            """),
            // The duration follows the function's `animated`, which it also passes to a scroll in the
            // completion: gated once, first in the function, it stops both.
            RuleCorrection("""
            import UIKit

            final class ChatViewController: UIViewController {
                private let tableView = UITableView()

                func scrollToRow(at indexPath: IndexPath, animated: Bool) {
                    UIView.animate(withDuration: animated ? 0.3 : 0) {
                        self.tableView.scrollToRow(at: indexPath, at: .middle, animated: false)
                    } completion: { _ in
                        self.tableView.scrollToRow(at: indexPath, at: .bottom, animated: animated)
                    }
                }
            }
            """, """
            import UIKit

            final class ChatViewController: UIViewController {
                private let tableView = UITableView()

                func scrollToRow(at indexPath: IndexPath, animated: Bool) {
                    let animated = animated && !UIAccessibility.isReduceMotionEnabled
                    UIView.animate(withDuration: animated ? 0.3 : 0) {
                        self.tableView.scrollToRow(at: indexPath, at: .middle, animated: false)
                    } completion: { _ in
                        self.tableView.scrollToRow(at: indexPath, at: .bottom, animated: animated)
                    }
                }
            }
            """),
            // A loader's steps that start each other again in a loop: at zero duration the bar would
            // blink or vanish, so a person chooses its still state.
            RuleCorrection("""
            import UIKit

            final class MediaLoaderView: UIView {
                private let bar = UIView()
                private var timer: Timer?

                private func step1() {
                    bar.frame.size.width = 0
                    UIView.animate(withDuration: 0.3, animations: {
                        self.bar.frame.size.width = self.bounds.width
                    }, completion: { _ in
                        self.step2()
                    })
                }

                private func step2() {
                    UIView.animate(withDuration: 0.3, animations: {
                        self.bar.frame.origin.x = self.bounds.width
                    }, completion: { _ in
                        self.timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in self.step1() }
                    })
                }
            }
            """, """
            import UIKit

            final class MediaLoaderView: UIView {
                private let bar = UIView()
                private var timer: Timer?

                private func step1() {
                    bar.frame.size.width = 0
                    UIView.animate(withDuration: 0.3, animations: {
                        self.bar.frame.size.width = self.bounds.width
                    }, completion: { _ in
                        self.step2()
                    })
                }

                private func step2() {
                    UIView.animate(withDuration: 0.3, animations: {
                        self.bar.frame.origin.x = self.bounds.width
                    }, completion: { _ in
                        self.timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in self.step1() }
                    })
                }
            }
            """),
            RuleCorrection("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private let miniPlayer = UIView()

                func showMiniPlayer() {
                    UIView.animate(withDuration: 0.3) {
                        self.miniPlayer.frame.origin.y = self.view.bounds.height - 64
                    }
                }
            }
            """, """
            import UIKit

            final class PlayerViewController: UIViewController {
                private let miniPlayer = UIView()

                func showMiniPlayer() {
                    UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
                        self.miniPlayer.frame.origin.y = self.view.bounds.height - 64
                    }
                }
            }
            """),
            RuleCorrection("""
            import UIKit

            final class SettingsViewController: UITableViewController {
                private var drawerHeight: NSLayoutConstraint!

                func toggleDrawer(open: Bool) {
                    drawerHeight.constant = open ? 240 : 0
                    UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseInOut, animations: {
                        self.view.layoutIfNeeded()
                    }, completion: nil)
                }
            }
            """, """
            import UIKit

            final class SettingsViewController: UITableViewController {
                private var drawerHeight: NSLayoutConstraint!

                func toggleDrawer(open: Bool) {
                    drawerHeight.constant = open ? 240 : 0
                    UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.25, delay: 0, options: .curveEaseInOut, animations: {
                        self.view.layoutIfNeeded()
                    }, completion: nil)
                }
            }
            """),
            RuleCorrection("""
            import UIKit

            final class ArtworkViewController: UIViewController {
                private let artworkView = UIImageView()

                func flip(to image: UIImage) {
                    UIView.transition(with: artworkView, duration: 0.5, options: [.transitionFlipFromLeft, .allowUserInteraction], animations: {
                        self.artworkView.image = image
                    })
                }
            }
            """, """
            import UIKit

            final class ArtworkViewController: UIViewController {
                private let artworkView = UIImageView()

                func flip(to image: UIImage) {
                    UIView.transition(with: artworkView, duration: 0.5, options: UIAccessibility.isReduceMotionEnabled ? [.transitionCrossDissolve, .allowUserInteraction] : [.transitionFlipFromLeft, .allowUserInteraction], animations: {
                        self.artworkView.image = image
                    })
                }
            }
            """),
        ]
    )

    /// Names that say a function follows a finger: a pan gesture and what it reads, and a view
    /// controller transition a gesture can drive and cancel (a sheet dragged down follows the
    /// finger through the animator's animation: at zero duration the drag would end at once).
    private static let gestureReads: Set<String> = [
        "translation", "velocity", "UIPanGestureRecognizer", "UILongPressGestureRecognizer", "transitionWasCancelled", "isInteractive",
        "UIPercentDrivenInteractiveTransition",
    ]
    /// Touch handling: what animates there answers the finger (a thumb lifted while it is held).
    private static let touchHandlers: Set<String> = [
        "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "beginTracking", "continueTracking", "endTracking", "cancelTracking",
    ]

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // The transitions of one function (a card's front and back turning over together), each with
        // its finding: gated one by one, Reduce Motion would fade one face while the other still flips.
        var transitions: [ObjectIdentifier: [(finding: Int, problem: String, line: Int)]] = [:]
        // Every animation with its finding: one whose completion starts another (a bounce that then
        // bobs forever) plays with it.
        var played: [(link: LinkNode, finding: Int, problem: String, line: Int)] = []
        for animation in ViewAnimation.all(in: context) {
            guard case .moves(let what) = animation.effect(in: context), !animation.isGated(in: context), !animation.isInstant(in: context),
                  !followsKeyboardOrFinger(animation, context: context) else { continue }
            let offset = context.tree.tokens[animation.link.nameToken ?? animation.link.firstToken].start
            let call = animation.kind == .propertyAnimator ? "this UIViewPropertyAnimator" : "UIView.\(animation.link.name)"
            let problem = "\(call) moves views (\(what)) whatever the Reduce Motion setting"
            if stepsOnARepeatingTimer(animation, context: context) {
                // Each tick glides one step of a motion the timer goes on with (an auto-scroll): instant, the
                // steps would jump several times a second, which is worse; slower, paused or paged is a choice.
                findings.append(finding(problem + "; it glides each step of a repeating timer, so an instant step would only make the motion jerky: under Reduce Motion slow it, pause it or move a page at a time (a person decides)", at: offset))
                continue
            }
            if let layer = animation.movedStandaloneLayer(in: context) {
                findings.append(finding(problem + "; `\(layer)` is a standalone layer, which UIView.animate does not animate: its own implicit animation runs whatever the duration, so under Reduce Motion turn it off around the change (CATransaction.begin(); CATransaction.setDisableActions(UIAccessibility.isReduceMotionEnabled); …; CATransaction.commit())", at: offset))
                continue
            }
            if animation.kind == .animate, animation.fades(in: context) {
                // Zero for the whole block would cut the fade too, which Reduce Motion keeps.
                findings.append(finding(problem + "; the same block also fades views (alpha), which Reduce Motion keeps: under Reduce Motion make the move without animation and animate only the fade (a person splits the block)", at: offset))
                continue
            }
            played.append((animation.link, findings.count, problem, context.file.lineIndex(of: offset) + 1))
            if animation.kind == .transition, let function = animation.link.firstAncestor(ofType: FunctionDeclNode.self) {
                transitions[ObjectIdentifier(function), default: []].append((findings.count, problem, context.file.lineIndex(of: offset) + 1))
            }
            if let (edit, summary) = fix(for: animation, context: context) {
                findings.append(finding(problem + "; gated: \(summary)", at: offset,
                                        fix: Fix(safety: .safe, edits: [edit], summary: "gated the animation on Reduce Motion")))
            } else {
                findings.append(finding(problem + "; " + whyNoFix(animation, context: context), at: offset))
            }
        }
        for outer in played where findings[outer.finding].fix != nil {
            guard let inner = played.first(where: { findings[$0.finding].fix == nil && $0.link !== outer.link && $0.link.isDescendant(of: outer.link) }) else { continue }
            findings[outer.finding] = finding(outer.problem + "; when it ends it starts the animation at line \(inner.line), which cannot be gated here: gated alone, the first step would stop while the rest still plays, so gate the sequence where it starts (a person decides)",
                                              at: findings[outer.finding].offset)
        }
        for group in transitions.values where group.count > 1 {
            guard let unfixed = group.first(where: { findings[$0.finding].fix == nil }) else { continue }
            for member in group where findings[member.finding].fix != nil {
                findings[member.finding] = finding(member.problem + "; it plays together with the transition at line \(unfixed.line), which cannot be gated here: gated alone, one view would fade while the other still turns, so gate them together (a person decides)",
                                                   at: findings[member.finding].offset)
            }
        }
        return findings
    }

    /// Whether the animation runs in a function a repeating `Timer` or a `CADisplayLink` calls
    /// (`Timer.scheduledTimer(timeInterval: 0.15, target: self, selector: #selector(timerAction), userInfo: nil, repeats: true)`),
    /// or in the block of a repeating timer.
    private func stepsOnARepeatingTimer(_ animation: ViewAnimation, context: RuleContext) -> Bool {
        let repeating = #"repeats:\s*true|CADisplayLink"#
        if animation.link.ancestors().contains(where: { node in
            (node as? LinkNode)?.name == "scheduledTimer" && node.text.range(of: repeating, options: .regularExpression) != nil
        }) { return true }
        guard let function = animation.link.firstAncestor(ofType: FunctionDeclNode.self) else { return false }
        let selector = "#selector(\(function.name)"
        return context.chains.contains { chain in
            let text = chain.text
            return text.contains(selector) && text.range(of: repeating, options: .regularExpression) != nil
        }
    }

    /// Keyboard avoidance, drags, long presses and touches: the system moves the keyboard, the finger
    /// the view. The function that animates says so, or every function that calls it does
    /// (`keyboardWillShow` calling `scrollToCaret()`).
    private func followsKeyboardOrFinger(_ animation: ViewAnimation, context: RuleContext) -> Bool {
        guard let function = animation.link.firstAncestor(ofType: FunctionDeclNode.self) else { return false }
        if Self.touchHandlers.contains(function.name) || readsKeyboardOrFinger(function, context: context) { return true }
        // Only when every caller does: a sheet's slide-out that a pan's end and a close button both start is no drag.
        let callers = (context.chainsByFirstName[function.name] ?? []).compactMap { $0.firstAncestor(ofType: FunctionDeclNode.self) }.filter { $0 !== function }
        return !callers.isEmpty && callers.allSatisfy { caller in
            Self.touchHandlers.contains(caller.name) || readsKeyboardOrFinger(caller, context: context)
        }
    }

    private func readsKeyboardOrFinger(_ function: FunctionDeclNode, context: RuleContext) -> Bool {
        let tree = context.tree
        return (function.firstToken...function.lastToken).contains { index in
            guard tree.tokens[index].kind == .identifier else { return false }
            let name = tree.text(ofToken: index)
            return name.lowercased().contains("keyboard") || Self.gestureReads.contains(name)
        }
    }

    private func fix(for animation: ViewAnimation, context: RuleContext) -> (Edit, String)? {
        let gate = "UIAccessibility.isReduceMotionEnabled"
        switch animation.kind {
        case .animate:
            guard let duration = animation.duration?.value, !animation.repeats(in: context), !hasDelay(animation, context: context),
                  !resizesRows(with: animation, context: context) else { return nil }
            if let parameter = passedOnAnimationFlag(in: duration, of: animation, context: context) {
                return parameter
            }
            // `animated ? 0.2 : 0`: the gate joins the condition that already chooses no animation.
            if let choice = context.ternary(duration), ["0", "0.0"].contains(RuleContext.squeezed(choice.whenFalse)),
               choice.condition.range(of: #"^!?[A-Za-z_][\w.]*$"#, options: .regularExpression) != nil {
                let start = context.tree.tokens[duration.firstToken].start
                let end = start + choice.condition.utf8.count
                return (Edit(range: start..<end, replacement: "\(choice.condition) && !\(gate)"), "with Reduce Motion on, the change is made without animating it")
            }
            let start = context.tree.tokens[duration.firstToken].start
            return (.insert("\(gate) ? 0 : ", at: start), "with Reduce Motion on, the change is made without animating it")
        case .transition:
            guard let options = animation.options?.value else { return nil }
            let text = context.file.text(options.range)
            guard let transition = text.range(of: #"\.transition(Flip|Curl)[A-Za-z]+"#, options: .regularExpression),
                  text.range(of: #"\.transition(Flip|Curl)[A-Za-z]+"#, options: .regularExpression, range: transition.upperBound..<text.endIndex) == nil
            else { return nil }
            let still = text.replacingCharacters(in: transition, with: ".transitionCrossDissolve")
            return (Edit(range: options.range, replacement: "\(gate) ? \(still) : \(text)"), "with Reduce Motion on, it cross-dissolves")
        case .propertyAnimator:
            return nil
        }
    }

    /// The gate for a duration chosen by the function's own Boolean parameter (`animated ? 0.3 : 0`)
    /// that the function also passes on to other animated calls (`scrollToRow(at:…, animated:
    /// animated)` in the completion): the parameter is gated once, first in the function,
    /// `let animated = animated && !UIAccessibility.isReduceMotionEnabled`, which stops those too. Nil
    /// when the duration reads no such parameter or the function declares that name itself.
    private func passedOnAnimationFlag(in duration: ExpressionNode, of animation: ViewAnimation, context: RuleContext) -> (Edit, String)? {
        guard let function = animation.link.firstAncestor(ofType: FunctionDeclNode.self), let body = function.body,
              let first = body.children.first else { return nil }
        let tokens = context.tree.tokens
        let signature = context.file.text(tokens[function.nameToken].end..<tokens[body.firstToken].start)
        var flags: [String] = []
        var searched = signature.startIndex..<signature.endIndex
        while let match = signature.range(of: #"[A-Za-z_]\w*\s*:\s*Bool\b"#, options: .regularExpression, range: searched) {
            searched = match.upperBound..<signature.endIndex
            flags.append(String(signature[match].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
        let bodyText = body.text
        guard let flag = flags.first(where: { flag in
            duration.text.range(of: "(?<![\\w.])\(flag)\\b", options: .regularExpression) != nil
                && bodyText.range(of: "animated:\\s*\(flag)\\b", options: .regularExpression) != nil
                && bodyText.range(of: "\\b(let|var)\\s+\(flag)\\b", options: .regularExpression) == nil
        }) else { return nil }
        let statement = "let \(flag) = \(flag) && !UIAccessibility.isReduceMotionEnabled"
        return (.insert(context.file.style.lineEnding + first.indentation + statement, at: tokens[body.firstToken].trailingTriviaEnd),
                "the function's `\(flag)` is gated once, first in it (\(statement)), which also stops the animated calls it is passed to")
    }

    /// Whether the function that animates also has a table or collection view animate its rows'
    /// size, in the block or after it (`tableView.beginUpdates()`, `performBatchUpdates`, a
    /// delegate's `cellHeightDidChange`): the row keeps moving with the animation gated, and the
    /// cell's content would run ahead of it.
    private func resizesRows(with animation: ViewAnimation, context: RuleContext) -> Bool {
        guard let function = animation.link.firstAncestor(ofType: FunctionDeclNode.self) else { return false }
        let tree = context.tree
        let start = animation.link.firstToken
        return (start...function.lastToken).contains { index in
            guard tree.tokens[index].kind == .identifier, index + 1 <= function.lastToken, tree.text(ofToken: index + 1) == "(" else { return false }
            let name = tree.text(ofToken: index)
            if ["beginUpdates", "endUpdates", "performBatchUpdates"].contains(name) { return true }
            let lowered = name.lowercased()
            return (lowered.contains("height") || lowered.contains("size")) && (lowered.contains("didchange") || lowered.contains("changed"))
        }
    }

    private func hasDelay(_ animation: ViewAnimation, context: RuleContext) -> Bool {
        guard let delay = animation.delay?.value else { return false }
        return context.numericLiteral(delay)?.value != 0
    }

    private func whyNoFix(_ animation: ViewAnimation, context: RuleContext) -> String {
        if animation.kind == .propertyAnimator {
            return "gate it on UIAccessibility.isReduceMotionEnabled (set the end state without it, or cross-fade)"
        }
        if animation.repeats(in: context) {
            return "it repeats, so its end state is no still state: with UIAccessibility.isReduceMotionEnabled, skip it and show the view at rest"
        }
        if hasDelay(animation, context: context) {
            return "it starts after a delay, which a zero-duration animation would drop: with UIAccessibility.isReduceMotionEnabled, make the change after the delay without animating it"
        }
        if resizesRows(with: animation, context: context) {
            return "the table or collection view then animates the row's new size (beginUpdates/endUpdates, performBatchUpdates, a …HeightDidChange call), which a gate here would not stop: with UIAccessibility.isReduceMotionEnabled, make both changes without animating them (UIView.performWithoutAnimation around the row update)"
        }
        return "gate it on UIAccessibility.isReduceMotionEnabled"
    }
}
