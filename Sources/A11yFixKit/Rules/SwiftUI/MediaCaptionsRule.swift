/// Video players that lose the system's captions and audio-description menu, and video that starts
/// itself whatever Reduce Motion and Auto-Play Video Previews say.
public struct MediaCaptionsRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "media-captions",
        name: "Video keeps captions, audio descriptions and the autoplay setting",
        summary: "Finds video players built on `AVPlayerLayer` (a layer the code makes with `AVPlayerLayer(player:)`, a view whose `layerClass` is `AVPlayerLayer`, a subclass of it; in UIKit, AppKit, or wrapped for SwiftUI by a `UIViewRepresentable` / `NSViewRepresentable`) in place of `AVPlayerViewController`, SwiftUI's `VideoPlayer` or AppKit's `AVPlayerView`, whose playback controls carry the menu that turns captions, subtitles and audio descriptions on. Finds too video the code starts by itself (`player.play()`, `playImmediately(atRate:)` outside any action a person takes) when it loops (`AVPlayerLooper`, a replay when the item ends), plays muted, or plays in a list row, and nothing around it reads Reduce Motion or `UIAccessibility.isVideoAutoplayEnabled`.",
        rationale: "Deaf and hard-of-hearing people follow video through its captions, blind people through its audio descriptions; both are tracks of the video that the system's players let a person choose for the video playing (Captions and Audio Descriptions in the Nutrition Label, WCAG 1.2.2 and 1.2.5). A bare `AVPlayerLayer` draws frames and nothing else: only the system-wide preferences can still pick a track, and nobody can turn captions on for this one video. Video that plays by itself moves on screen with nobody asking: people with vestibular disorders turn on Reduce Motion and turn off Auto-Play Video Previews (iOS 13's `UIAccessibility.isVideoAutoplayEnabled`) to stop it, and the app has to ask.",
        notes: """
        Reported, never rewritten: moving to a system player or gating playback changes how the screen works, and needs a person. On 22 real apps it made 6 findings, all judged true (four players built on a layer: a podcast's video, a media server's player, a home-automation video cell, an onboarding video view; two looping clips that start themselves: a feed's animated GIFs and a login screen's background): few apps draw their own video, so the sample is small.

        A custom player is not reported when the file also shows video in a system player (an inline preview layer beside a full-screen `AVPlayerViewController` that has the menu), when the file or any file of its project chooses the legible track itself (`mediaSelectionGroup(forMediaCharacteristic: .legible)`, `select(_:in:)` of a `.legible` option, `AVPlayerItemLegibleOutput`: its own captions menu or captions it draws), or when the type mutes its player for good (`isMuted = true` and never anything else), loops it (`AVPlayerLooper`, a replay when the item ends) or plays a clip the app ships (`Bundle.main.url(forResource:withExtension:)`): a muted or looping clip is decoration, whose autoplay is reported instead, and a bundled clip has exactly the tracks the team gave it. A project's own type named `VideoPlayer` or `AVPlayerView` is not a system player. `AVCaptureVideoPreviewLayer` (a camera preview) and audio-only players (`AVAudioPlayer`, an `AVPlayer` with no layer) have no video captions to lose. Nor when the app names a subtitle picker or tracks of its own (`showSubtitlePicker`, `captionTracks`, a `subtitlesButton` or `toggleSubtitles`: it draws captions itself; a lone `subtitle` is as often a title's second line), nor for videos of the person's photo library (`requestPlayerItem(forVideo:)`), their own recordings with no caption tracks.

        Autoplay. A player screen the person opened and that plays when it appears plays what they asked for, and is not reported; autoplay is video that starts in passing: a clip that loops or plays muted, or a video in a table or collection view cell or a SwiftUI row drawn per item. The call must play a player (a receiver named `…player`, not `audioPlayer` or an `AVAudioPlayer`) in a file that shows video, outside a button, a gesture, a menu, an `@IBAction` or a function named for a tap or for playing (`playTapped`, `togglePlayback`, `play()`), and outside a closure that follows a state something else sets (`.onChange(of: isAnimating)`, `.onReceive`, a Combine `sink`). A type that starts its video in several places is reported once, at the first. Already gated, never reported: a type (or a file's top level) that reads Reduce Motion (`UIAccessibility.isReduceMotionEnabled`, `@Environment(\\.accessibilityReduceMotion)`, the project's own helpers that do) or an autoplay setting (`UIAccessibility.isVideoAutoplayEnabled`, an app preference named for autoplay). The fix: start the video only when `UIAccessibility.isVideoAutoplayEnabled && !UIAccessibility.isReduceMotionEnabled` (iOS 13, tvOS 13; on macOS, `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`), and otherwise show its first frame with a play button. Autoplay findings block Reduced Motion in the Nutrition Label, not Captions or Audio Descriptions.

        Nutrition Label: a custom player makes Captions and Audio Descriptions ❌ for its screen. Without one they stay unverified: whether the media have caption and described-audio tracks is not in the code.
        """,
        severity: .incomplete, wcag: ["1.2.2", "1.2.5"], nutritionLabels: [.captions, .audioDescriptions], fixSafety: .none, seeds: ["000", "003"],
        triggeringExamples: [
            RuleExample("""
            import UIKit
            import AVFoundation

            final class EpisodeVideoView: UIView {
                var player: AVPlayer? {
                    didSet { playerLayer.player = player }
                }

                var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }

                override class var layerClass: AnyClass {
                    ↓AVPlayerLayer.self
                }
            }
            """),
            RuleExample("""
            import UIKit
            import AVFoundation

            final class TrailerViewController: UIViewController {
                private let player = AVPlayer(url: Trailer.current.url)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let playerLayer = ↓AVPlayerLayer(player: player)
                    playerLayer.frame = view.bounds
                    playerLayer.videoGravity = .resizeAspect
                    view.layer.addSublayer(playerLayer)
                }

                @IBAction func playTapped(_ sender: UIButton) {
                    player.play()
                }
            }
            """),
            // A SwiftUI wrapper around a bare layer.
            RuleExample("""
            import SwiftUI
            import AVFoundation

            struct LessonVideo: UIViewRepresentable {
                let player: AVPlayer

                func makeUIView(context: Context) -> PlayerContainerView {
                    let view = PlayerContainerView()
                    view.playerLayer.player = player
                    return view
                }

                func updateUIView(_ view: PlayerContainerView, context: Context) {}
            }

            final class PlayerContainerView: UIView {
                let playerLayer = ↓AVPlayerLayer()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.addSublayer(playerLayer)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func layoutSubviews() {
                    super.layoutSubviews()
                    playerLayer.frame = bounds
                }
            }
            """),
            RuleExample("""
            import AppKit
            import AVFoundation

            final class SessionPlayerView: NSView {
                private let playerLayer = ↓AVPlayerLayer()

                var player: AVPlayer? {
                    get { playerLayer.player }
                    set { playerLayer.player = newValue }
                }

                override init(frame frameRect: NSRect) {
                    super.init(frame: frameRect)
                    wantsLayer = true
                    layer?.addSublayer(playerLayer)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """),
            RuleExample("""
            import AVFoundation

            ↓final class ScrubbingPlayerLayer: AVPlayerLayer {
                override func action(forKey event: String) -> CAAction? { nil }
            }
            """),
            // A muted clip that loops in a feed: autoplay, not captions.
            RuleExample("""
            import UIKit
            import AVKit

            final class AnimatedAttachmentView: UIView {
                private let playerViewController = AVPlayerViewController()
                private var looper: AVPlayerLooper?

                func configure(with url: URL) {
                    let queuePlayer = AVQueuePlayer(playerItem: AVPlayerItem(url: url))
                    queuePlayer.isMuted = true
                    looper = AVPlayerLooper(player: queuePlayer, templateItem: queuePlayer.items()[0])
                    playerViewController.player = queuePlayer
                    playerViewController.showsPlaybackControls = false
                    queuePlayer.↓play()
                }
            }
            """),
            // A background loop the app ships, in a login screen: decoration, whose autoplay is reported, not its captions.
            RuleExample("""
            import UIKit
            import AVFoundation

            final class WelcomeViewController: UIViewController {
                private let player = AVQueuePlayer()
                private var looper: AVPlayerLooper?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let item = AVPlayerItem(url: Bundle.main.url(forResource: "welcome", withExtension: "mp4")!)
                    looper = AVPlayerLooper(player: player, templateItem: item)
                    let layer = AVPlayerLayer(player: player)
                    layer.frame = view.bounds
                    view.layer.insertSublayer(layer, at: 0)
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    player.↓play()
                }
            }
            """),
            // Inline videos in a feed's cells.
            RuleExample("""
            import UIKit
            import AVKit

            final class VideoPostCell: UICollectionViewCell {
                private let playerController = AVPlayerViewController()

                func configure(with post: Post) {
                    let player = AVPlayer(url: post.videoURL)
                    playerController.player = player
                    player.↓play()
                }
            }
            """),
            // SwiftUI: a muted hero video that plays when the screen appears.
            RuleExample("""
            import SwiftUI
            import AVKit

            struct HeroBanner: View {
                @State private var player = AVPlayer(url: Bundle.main.url(forResource: "hero", withExtension: "mov")!)

                var body: some View {
                    VideoPlayer(player: player)
                        .disabled(true)
                        .frame(height: 240)
                        .onAppear {
                            player.isMuted = true
                            player.↓play()
                        }
                }
            }
            """),
            // Replayed at the end: a loop written by hand.
            RuleExample("""
            import UIKit
            import AVKit

            final class AmbientBackgroundController: AVPlayerViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    showsPlaybackControls = false
                    let ambientPlayer = AVPlayer(url: Ambient.url)
                    player = ambientPlayer
                    ambientPlayer.↓play()
                    NotificationCenter.default.addObserver(self, selector: #selector(itemDidEnd), name: .AVPlayerItemDidPlayToEndTime, object: ambientPlayer.currentItem)
                }

                @objc private func itemDidEnd() {
                    player?.seek(to: .zero)
                    player?.play()
                }
            }
            """),
            // The looper is set up in an extension of the same view.
            RuleExample("""
            import UIKit
            import AVKit

            final class GIFVView: UIView {
                private let playerViewController = AVPlayerViewController()
                private var looper: AVPlayerLooper?

                func bind(to attachment: Attachment) {
                    let player = makeLoopingPlayer(url: attachment.url)
                    playerViewController.player = player
                    playerViewController.showsPlaybackControls = false
                    player.↓play()
                }
            }

            extension GIFVView {
                private func makeLoopingPlayer(url: URL) -> AVQueuePlayer {
                    let player = AVQueuePlayer(playerItem: AVPlayerItem(url: url))
                    looper = AVPlayerLooper(player: player, templateItem: player.items()[0])
                    return player
                }
            }
            """),
            RuleExample("""
            import SwiftUI
            import AVFoundation

            struct VideoSurface: NSViewRepresentable {
                let player: AVPlayer

                func makeNSView(context: Context) -> NSView {
                    let view = NSView()
                    view.wantsLayer = true
                    view.layer = ↓AVPlayerLayer(player: player)
                    return view
                }

                func updateNSView(_ view: NSView, context: Context) {}
            }
            """),
        ],
        nonTriggeringExamples: [
            // The app draws YouTube's caption tracks itself, with a picker of its own.
            RuleExample("""
            import AVFoundation
            import UIKit

            final class VideoPlayerView: UIView {
                private let playerLayer = AVPlayerLayer()
                private let ccButton = UIButton(type: .system)

                func setUp(player: AVPlayer) {
                    playerLayer.player = player
                    layer.addSublayer(playerLayer)
                    ccButton.addTarget(self, action: #selector(showSubtitlePicker), for: .touchUpInside)
                }

                @objc private func showSubtitlePicker() {}
            }
            """),
            // A streaming app's own subtitles: a button that opens a sidebar of tracks and a view that draws the chosen one.
            RuleExample("""
            import AVFoundation
            import SwiftUI

            struct PlayerLayerView: UIViewRepresentable {
                let player: AVPlayer
                func makeUIView(context: Context) -> UIView {
                    let view = UIView()
                    let layer = AVPlayerLayer(player: player)
                    view.layer.addSublayer(layer)
                    return view
                }
                func updateUIView(_ view: UIView, context: Context) {}
            }

            struct EpisodePlayerView: View {
                let player: AVPlayer
                @State private var showsSubtitlesSidebar = false
                var body: some View {
                    PlayerLayerView(player: player)
                        .overlay(alignment: .topTrailing) { subtitlesButton }
                }
                private var subtitlesButton: some View {
                    Button("Subtitles") { showsSubtitlesSidebar.toggle() }
                }
            }
            """),
            // The person's own recordings from the photo library carry no caption tracks.
            RuleExample("""
            import AVFoundation
            import Photos
            import UIKit

            final class LibraryVideoView: UIView {
                private let playerLayer = AVPlayerLayer()

                func show(_ asset: PHAsset) {
                    PHCachingImageManager().requestPlayerItem(forVideo: asset, options: nil) { item, _ in
                        DispatchQueue.main.async {
                            self.playerLayer.player = AVPlayer(playerItem: item)
                            self.layer.addSublayer(self.playerLayer)
                        }
                    }
                }
            }
            """),
            // The system's players carry the captions menu, with an overlay of the app's own too.
            RuleExample("""
            import SwiftUI
            import AVKit

            struct WorkoutVideo: View {
                let workout: Workout
                @State private var player: AVPlayer?

                var body: some View {
                    VideoPlayer(player: player) {
                        Text(workout.title).font(.headline).padding()
                    }
                    .task { player = AVPlayer(url: workout.videoURL) }
                }
            }
            """),
            RuleExample("""
            import UIKit
            import AVKit

            final class EpisodeViewController: UIViewController {
                func play(_ episode: Episode) {
                    let controller = AVPlayerViewController()
                    controller.player = AVPlayer(url: episode.videoURL)
                    present(controller, animated: true) {
                        controller.player?.play()
                    }
                }
            }
            """),
            // A camera preview is not media.
            RuleExample("""
            import UIKit
            import AVFoundation

            final class ScannerViewController: UIViewController {
                private let session = AVCaptureSession()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let preview = AVCaptureVideoPreviewLayer(session: session)
                    preview.frame = view.bounds
                    view.layer.addSublayer(preview)
                }
            }
            """),
            // Audio only: no video, no captions to lose.
            RuleExample("""
            import AVFoundation

            final class PodcastPlayer {
                private let player = AVPlayer()

                func start(_ episode: Episode) {
                    player.replaceCurrentItem(with: AVPlayerItem(url: episode.audioURL))
                    player.play()
                }
            }
            """),
            // The app offers the legible options itself.
            RuleExample("""
            import UIKit
            import AVFoundation

            final class CustomPlayerView: UIView {
                override class var layerClass: AnyClass { AVPlayerLayer.self }
                var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }

                func subtitleOptions() -> [AVMediaSelectionOption] {
                    guard let item = playerLayer.player?.currentItem,
                          let group = item.asset.mediaSelectionGroup(forMediaCharacteristic: .legible) else { return [] }
                    return group.options
                }

                func select(_ option: AVMediaSelectionOption?, in group: AVMediaSelectionGroup) {
                    playerLayer.player?.currentItem?.select(option, in: group)
                }
            }
            """),
            // An inline preview layer beside the full-screen system player.
            RuleExample("""
            import UIKit
            import AVKit

            final class ClipPreviewView: UIView {
                private let previewLayer = AVPlayerLayer()

                func showFullScreen(from presenter: UIViewController) {
                    let controller = AVPlayerViewController()
                    controller.player = previewLayer.player
                    presenter.present(controller, animated: true)
                }
            }
            """),
            // A muted decorative loop gated on the settings.
            RuleExample("""
            import UIKit
            import AVFoundation

            final class LoginBackgroundView: UIView {
                private let player = AVQueuePlayer()
                private var looper: AVPlayerLooper?

                override class var layerClass: AnyClass { AVPlayerLayer.self }

                func start(_ item: AVPlayerItem) {
                    player.isMuted = true
                    (layer as! AVPlayerLayer).player = player
                    looper = AVPlayerLooper(player: player, templateItem: item)
                    guard UIAccessibility.isVideoAutoplayEnabled, !UIAccessibility.isReduceMotionEnabled else { return }
                    player.play()
                }
            }
            """),
            // SwiftUI: autoplay behind Reduce Motion.
            RuleExample("""
            import SwiftUI
            import AVKit

            struct LoopingHeader: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var player = AVQueuePlayer()
                @State private var looper: AVPlayerLooper?

                var body: some View {
                    VideoPlayer(player: player)
                        .onAppear {
                            looper = AVPlayerLooper(player: player, templateItem: AVPlayerItem(url: Header.url))
                            if !reduceMotion { player.play() }
                        }
                }
            }
            """),
            // The person opened this player: playing on appear is what they asked for.
            RuleExample("""
            import SwiftUI
            import AVKit

            struct MoviePlayerScreen: View {
                let movie: Movie
                @State private var player: AVPlayer?

                var body: some View {
                    VideoPlayer(player: player)
                        .ignoresSafeArea()
                        .onAppear {
                            player = AVPlayer(url: movie.streamURL)
                            player?.play()
                        }
                }
            }
            """),
            // A looping clip the person starts with a button.
            RuleExample("""
            import UIKit
            import AVKit

            final class ExerciseDemoViewController: UIViewController {
                private let playerController = AVPlayerViewController()
                private var looper: AVPlayerLooper?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let queuePlayer = AVQueuePlayer()
                    looper = AVPlayerLooper(player: queuePlayer, templateItem: AVPlayerItem(url: Exercise.demoURL))
                    playerController.player = queuePlayer
                    let play = UIButton(primaryAction: UIAction(title: "Play demo") { _ in
                        queuePlayer.play()
                    })
                    view.addSubview(play)
                }
            }
            """),
            // An app setting for autoplay.
            RuleExample("""
            import SwiftUI
            import AVKit

            struct AttachmentVideo: View {
                @AppStorage("autoPlayVideos") private var autoPlayVideos = true
                let player: AVPlayer

                var body: some View {
                    VideoPlayer(player: player)
                        .onAppear {
                            player.isMuted = true
                            if autoPlayVideos { player.play() }
                        }
                }
            }
            """),
            // Playback follows a state the viewer's controls set.
            RuleExample("""
            import SwiftUI
            import AVKit

            struct AnimatedMediaView: View {
                let player: AVQueuePlayer
                let looper: AVPlayerLooper
                @Binding var isAnimating: Bool

                var body: some View {
                    VideoPlayer(player: player)
                        .onChange(of: isAnimating, initial: true) {
                            if isAnimating { player.play() } else { player.pause() }
                        }
                }
            }
            """),
            // An instructional clip the app ships, played when its screen opens.
            RuleExample("""
            import UIKit
            import AVFoundation

            final class GestureTutorialViewController: UIViewController {
                private let player = AVPlayer(url: Bundle.main.url(forResource: "swipe-tutorial", withExtension: "mp4")!)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layer = AVPlayerLayer(player: player)
                    layer.frame = view.bounds
                    view.layer.addSublayer(layer)
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    player.play()
                }
            }
            """),
            // A sound effect in a cell.
            RuleExample("""
            import UIKit
            import AVFoundation

            final class SoundCell: UITableViewCell {
                private var audioPlayer: AVAudioPlayer?

                func configure(with sound: Sound) {
                    audioPlayer = try? AVAudioPlayer(contentsOf: sound.url)
                    audioPlayer?.play()
                }
            }
            """),
        ],
        corrections: []
    )

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let sites = context.playerLayerSites()
        if !sites.isEmpty, !context.showsSystemVideoPlayer, !context.selectsLegibleMedia, !context.playsPhotoLibraryVideo {
            for site in sites {
                // A muted or looping clip is decoration (its autoplay is reported below); a clip the app ships has the tracks the team gave it.
                let scopes = context.typeScopes(around: site)
                guard !scopes.contains(where: { context.mutesPlayer(in: $0) || context.loopsVideo(in: $0) || context.playsBundledClip(in: $0) }) else { continue }
                findings.append(finding(
                    "this video is drawn by a bare AVPlayerLayer, with no menu to turn captions or audio descriptions on for it; show it in \(systemPlayer(for: context)), or offer the video's legible and audible media-selection options yourself",
                    at: site))
            }
        }
        // One finding per type: the first place it starts the video (a resume on returning to the foreground repeats it).
        var reportedTypes = Set<Int>()
        for chain in context.chains {
            for call in chain.links where isPlayCall(call) {
                guard let autoplay = context.videoAutoplay(of: call), !context.readsAutoplaySetting(around: call),
                      reportedTypes.insert(context.typeScopes(around: call).first?.firstToken ?? -1).inserted else { continue }
                var autoplayFinding = finding(
                    "this video starts by itself (\(autoplay.description)) whatever Reduce Motion and Auto-Play Video Previews say; start it only when \(autoplayGate(for: context)), and otherwise show its first frame with a play button",
                    at: call.nameToken.map { context.tree.tokens[$0].start } ?? call.range.lowerBound)
                autoplayFinding.blockedNutritionLabels = [.reducedMotion]
                findings.append(autoplayFinding)
            }
        }
        return findings.sorted { $0.offset < $1.offset }
    }

    /// `play()`, `playImmediately(atRate:)`.
    private func isPlayCall(_ link: LinkNode) -> Bool {
        link.kind == .member && link.hasCall
            && (link.name == "play" && link.arguments.isEmpty || link.name == "playImmediately" && link.argument("atRate") != nil)
    }

    private func systemPlayer(for context: RuleContext) -> String {
        if context.imports.contains("AppKit") || context.imports.contains("Cocoa") { return "an AVPlayerView" }
        if context.imports.contains("SwiftUI") && !context.imports.contains("UIKit") { return "a VideoPlayer" }
        return "an AVPlayerViewController"
    }

    private func autoplayGate(for context: RuleContext) -> String {
        if context.imports.contains("AppKit") || context.imports.contains("Cocoa") {
            return "!NSWorkspace.shared.accessibilityDisplayShouldReduceMotion"
        }
        return "UIAccessibility.isVideoAutoplayEnabled && !UIAccessibility.isReduceMotionEnabled (iOS 13+)"
    }
}
