@testable import A11yFixKit
import XCTest

/// The UIKit and AppKit element model: which variables are elements, and what the file sets on
/// each, asked of view controllers written as apps write them.
final class ImperativeElementsTests: XCTestCase {
    /// Kept while the test runs: elements are views of their tree's nodes.
    private var contexts: [RuleContext] = []

    private func elements(_ code: String, project: ProjectIndex? = nil, path: String = "Screen.swift") -> [String: ImperativeElement] {
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: path, text: code)), project: project)
        contexts.append(context)
        return Dictionary(context.imperativeElements.elements.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static let player = """
    import UIKit

    final class PlayerViewController: UIViewController {
        @IBOutlet private weak var artworkView: UIImageView!
        private let shareButton = UIButton(type: .system)
        private let titleLabel = UILabel()
        private let formatter = DateFormatter()
        private lazy var closeButton: UIButton = {
            let button = UIButton(type: .system)
            button.setImage(UIImage(systemName: "xmark"), for: .normal)
            button.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
            return button
        }()

        override func viewDidLoad() {
            super.viewDidLoad()
            configureShareButton()
            let settingsItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
            navigationItem.rightBarButtonItem = settingsItem
            view.addSubview(shareButton)
            style(titleLabel)
        }

        private func configureShareButton() {
            shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
            #if os(iOS)
            shareButton.configuration?.title = "Share"
            #endif
            if traitCollection.horizontalSizeClass == .compact {
                self.shareButton.accessibilityLabel = "Share episode"
            }
            shareButton.addAction(UIAction(title: "Share") { _ in }, for: .touchUpInside)
        }
    }
    """

    func testVariablesBoundToViewsAndControlsAreElements() {
        let model = elements(Self.player)
        XCTAssertEqual(Set(model.keys), ["artworkView", "shareButton", "titleLabel", "closeButton", "settingsItem"],
                       "the formatter is no element, and the lazy closure's local is the property itself")
        XCTAssertEqual(model["artworkView"]?.binding, .outlet)
        XCTAssertEqual(model["shareButton"]?.binding, .property)
        XCTAssertEqual(model["settingsItem"]?.binding, .local)
        XCTAssertEqual(model["titleLabel"]?.kitClass, "UILabel")
    }

    func testSettingsAreGatheredFromEveryMethodWithTheirBranches() throws {
        let model = elements(Self.player)
        let share = try XCTUnwrap(model["shareButton"])
        XCTAssertEqual(share.settings.map(\.kind), [.image, .title, .accessibilityLabel, .action])
        XCTAssertEqual(share.settings(.title).first?.branches.first.map { ($0 as? PoundIfClauseNode)?.condition }, "os(iOS)")
        XCTAssertEqual(share.settings(.accessibilityLabel).first?.receiver, "self.shareButton")
        XCTAssertEqual(share.settings(.accessibilityLabel).first?.branches.first.map { ($0 as? StatementNode)?.keyword }, "if")
        XCTAssertFalse(share.escapes, "adding a button to a view configures nothing of it")
        XCTAssertTrue(try XCTUnwrap(model["titleLabel"]).escapes, "style(titleLabel) may set anything")

        let close = try XCTUnwrap(model["closeButton"])
        XCTAssertEqual(close.settings.map(\.kind), [.image, .action])
        XCTAssertEqual(close.settings(.action).first?.actionName, "closeTapped")
        XCTAssertEqual(close.settings(.image).first?.receiver, "button", "the lazy closure configures it through its local")
        XCTAssertEqual(try XCTUnwrap(model["settingsItem"]).settings.map(\.kind), [.systemItem, .action])
    }

    func testAUIActionWithATitleTitlesItsButton() throws {
        let model = elements("""
        import UIKit

        final class LoginViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let signIn = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Sign In", image: UIImage(systemName: "person")) { _ in })
                view.addSubview(signIn)
            }
        }
        """)
        XCTAssertEqual(try XCTUnwrap(model["signIn"]).settings.map(\.kind), [.configuration, .title, .image, .action])
    }

    func testTheClassItselfIsAnElementThroughItsSuperclasses() throws {
        let model = elements("""
        import UIKit

        class RoundButton: NSObject {}

        final class PlayButton: UIButton {
            func setUp() {
                accessibilityTraits = .startsMediaSession
                self.setAccessibilityLabel("Play")
            }
        }
        """)
        let play = try XCTUnwrap(model["self"])
        XCTAssertEqual(play.typeName, "PlayButton")
        XCTAssertEqual(play.kitClass, "UIButton")
        XCTAssertEqual(play.settings.map(\.kind), [.accessibilityTraits, .accessibilityLabel])
    }

    func testTheProjectIndexKnowsSubclassesDeclaredInOtherFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("App/Sources/ThemeableLabel.swift", "import UIKit\n\nclass ThemeableLabel: UILabel {}\n")
        let code = """
        import UIKit

        final class EpisodeViewController: UIViewController {
            @IBOutlet var podcastName: ThemeableLabel!
        }
        """
        try folder.write("App/Sources/EpisodeViewController.swift", code)
        let root = folder.url.path + "/App"
        XCTAssertNil(elements(code)["podcastName"], "alone, ThemeableLabel could be anything")
        let model = elements(code, project: ProjectIndex.build(root: root), path: root + "/Sources/EpisodeViewController.swift")
        XCTAssertEqual(model["podcastName"]?.kitClass, "UILabel")
    }

    func testFontsAndTheirLayoutAreSettingsOfTheLabelTheyStyle() throws {
        let model = elements("""
        import UIKit

        final class BadgeView: UIView {
            private let badgeLabel: UILabel = {
                let badgeLabel = UILabel()
                badgeLabel.font = .systemFont(ofSize: 13)
                return badgeLabel
            }()

            private let otherLabel: UILabel = {
                let badgeLabel = UILabel()
                badgeLabel.font = .systemFont(ofSize: 11)
                badgeLabel.adjustsFontForContentSizeCategory = true
                return badgeLabel
            }()

            private let button = UIButton(type: .system)

            func setUp() {
                button.titleLabel?.font = .boldSystemFont(ofSize: 17)
                badgeLabel.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([badgeLabel.heightAnchor.constraint(equalToConstant: 20)])
            }
        }
        """)
        let badge = try XCTUnwrap(model["badgeLabel"])
        XCTAssertEqual(badge.settings.map(\.kind), [.font, .autoLayout, .fixedHeight],
                       "the other property's closure local of the same name configures the other property")
        XCTAssertEqual(try XCTUnwrap(model["otherLabel"]).settings.map(\.kind), [.font, .adjustsFontForContentSizeCategory])
        XCTAssertEqual(try XCTUnwrap(model["button"]).settings(.font).first?.value.map { $0.text(in: self.contexts[0].tree) }, ".boldSystemFont(ofSize: 17)")
    }

    func testGestureRecognizersAreReadWhereTheyAreMade() throws {
        let model = elements("""
        import UIKit

        final class PhotoViewController: UIViewController {
            private let photoView = UIImageView()
            private let captionLabel = UILabel()
            private let cardView = UIView()
            private lazy var cardTap: UITapGestureRecognizer = {
                let tap = UITapGestureRecognizer(target: self, action: #selector(openCard))
                tap.cancelsTouchesInView = false
                return tap
            }()

            override func viewDidLoad() {
                super.viewDidLoad()
                let zoom = UITapGestureRecognizer(target: self, action: #selector(toggleZoom))
                zoom.numberOfTapsRequired = 2
                photoView.addGestureRecognizer(zoom)
                captionLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(copyCaption)))
                cardView.addGestureRecognizer(cardTap)
                cardView.addSubview(captionLabel)
                captionLabel.accessibilityTraits.insert(.button)
            }
        }
        """)
        let zoom = try XCTUnwrap(model["photoView"]?.settings(.gestureRecognizer).first?.recognizer)
        XCTAssertEqual(zoom.actionName, "toggleZoom")
        XCTAssertEqual(zoom.tapsRequired, 2)
        XCTAssertFalse(zoom.isSingleTap, "a double tap zooms")
        let copy = try XCTUnwrap(model["captionLabel"]?.settings(.gestureRecognizer).first)
        XCTAssertEqual(copy.actionName, "copyCaption")
        XCTAssertEqual(copy.recognizer?.isSingleTap, true)
        XCTAssertTrue(try XCTUnwrap(model["captionLabel"]).has(.accessibilityTraits), "an inserted trait is a traits setting")
        let card = try XCTUnwrap(model["cardView"])
        XCTAssertEqual(card.settings(.gestureRecognizer).first?.recognizer?.cancelsTouchesInView, false, "read in the lazy property's closure")
        XCTAssertEqual(card.settings(.gestureRecognizer).first?.actionName, "openCard")
        XCTAssertEqual(card.settings(.subview).first.map { $0.value?.text(in: self.contexts[0].tree) }, "captionLabel")
    }

    func testFilesWithoutUIKitOrAppKitHaveNoElements() {
        XCTAssertTrue(elements("import SwiftUI\n\nlet button = UIButton()\n").isEmpty)
    }

    func testDumpShowsTheModelAfterTheTree() throws {
        let folder = try TemporaryFolder()
        try folder.write("Player.swift", Self.player)
        let dump = try CommandRunner.a11yfix(["dump", "Player.swift"], in: folder.url)
        XCTAssertEqual(dump.status, 0)
        let model = try XCTUnwrap(dump.standardOutput.components(separatedBy: "# elements\n").last)
        XCTAssertTrue(model.contains("shareButton: UIButton property  @5:5\n  image UIImage(systemName: \"square.and.arrow.up\")  @25:9\n"), model)
        XCTAssertTrue(model.contains("  title \"Share\"  @27:9 in #if os(iOS)\n"), model)
        XCTAssertTrue(model.contains("  action #selector(closeTapped) → closeTapped  @11:9\n"), model)
        XCTAssertTrue(model.contains("titleLabel: UILabel property, escapes  @6:5\n"), model)
    }
}
