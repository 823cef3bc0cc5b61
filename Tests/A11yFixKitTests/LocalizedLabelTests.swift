@testable import A11yFixKit
import Foundation
import XCTest

/// `ProjectIndex.localizedLabel(forEnglish:inFile:)`: a label a fix inserts is written the way the
/// file writes its strings: the project's generated accessor, a key of its table, or a literal.
final class LocalizedLabelTests: XCTestCase {
    // MARK: - Projects

    /// A Home Assistant-like app: SwiftGen accessors over `.strings` tables in en.lproj, two roots
    /// (`L10n` for Localizable, `CoreStrings` for Core), and views that use them or not.
    static let beacon: [String: String] = [
        "Beacon/Sources/Shared/Resources/Swiftgen/Strings.swift": """
        // swiftlint:disable all
        // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

        import Foundation

        public enum L10n {
          /// Close
          public static var closeLabel: String { return L10n.tr("Localizable", "close_label") }
          /// Delete
          public static var delete: String { return L10n.tr("Localizable", "delete") }
          /// Done
          public static var doneLabel: String { return L10n.tr("Localizable", "done_label") }
          /// Requires %@ or later.
          public static func requiresVersion(_ p1: Any) -> String {
            return L10n.tr("Localizable", "requires_version", String(describing: p1))
          }

          public enum NavBar {
            /// Close
            public static var close: String { return L10n.tr("Localizable", "nav_bar.close") }
          }

          public enum SettingsDetails {
            public enum Location {
              public enum Zones {
                /// Zones
                public static var header: String { return L10n.tr("Localizable", "settings_details.location.zones.header") }
              }
            }
          }

          public enum Camera {
            /// Mute
            public static var mute: String { return L10n.tr("Localizable", "camera.mute") }
            /// Unmute
            public static var unmute: String { return L10n.tr("Localizable", "camera.unmute") }
          }
        }

        extension L10n {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
            let format = Bundle.main.localizedString(forKey: key, value: nil, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }
        """,
        "Beacon/Sources/Shared/Resources/Swiftgen/CoreStrings.swift": """
        import Foundation

        public enum CoreStrings {
          /// Close
          public static var commonActionClose: String { return CoreStrings.tr("Core", "common::action::close") }
          /// Closed
          public static var commonStateClosed: String { return CoreStrings.tr("Core", "common::state::closed") }
        }

        extension CoreStrings {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
            String(format: Bundle.main.localizedString(forKey: key, value: nil, table: table), arguments: args)
          }
        }
        """,
        "Beacon/Sources/App/Resources/en.lproj/Localizable.strings": """
        /* Buttons shared by every screen */
        "close_label" = "Close";
        "delete" = "Delete";
        "done_label" = "Done";
        "requires_version" = "Requires %@ or later.";
        // Navigation
        "nav_bar.close" = "Close";
        "settings_details.location.zones.header" = "Zones";
        "camera.mute" = "Mute";
        "camera.unmute" = "Unmute";
        """,
        "Beacon/Sources/App/Resources/fr.lproj/Localizable.strings": """
        "close_label" = "Fermer";
        "delete" = "Supprimer";
        """,
        "Beacon/Sources/App/Resources/en.lproj/Core.strings": """
        "common::action::close" = "Close";
        "common::state::closed" = "Closed";
        """,
        "Beacon/Sources/App/Cameras/CameraControlsView.swift": """
        import Shared
        import SwiftUI

        struct CameraControlsView: View {
            @Binding var isMuted: Bool
            let dismiss: () -> Void

            var body: some View {
                HStack(spacing: 16) {
                    Button(action: { isMuted.toggle() }) {
                        Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
                    }
                    .accessibilityLabel(isMuted ? L10n.Camera.unmute : L10n.Camera.mute)
                    Spacer()
                    Button(action: dismiss) {
                        Image(systemName: "xmark")
                    }
                }
                .padding()
            }
        }
        """,
        "Beacon/Sources/App/CarPlay/EntityStateRow.swift": """
        import Shared
        import SwiftUI

        struct EntityStateRow: View {
            let name: String
            let isOpen: Bool

            var body: some View {
                HStack {
                    Text(name)
                    Spacer()
                    Text(isOpen ? "" : CoreStrings.commonStateClosed)
                    Button(action: {}) { Image(systemName: "xmark.circle") }
                }
            }
        }
        """,
        "Beacon/Sources/App/Onboarding/WelcomeView.swift": """
        import SwiftUI

        struct WelcomeView: View {
            @State private var page = 0

            var body: some View {
                VStack {
                    Text("Welcome to Beacon")
                        .font(.largeTitle)
                    Button("Get started") { page += 1 }
                    Button(action: {}) { Image(systemName: "xmark") }
                }
            }
        }
        """,
    ]

    /// A Jellyfin-like app: SwiftGen 6 accessors with `fallback:`, their tables in UTF-16, and an
    /// accessor enum that calls a bare `tr`.
    static let reel: [String: String] = [
        "Reel/Shared/Strings/Strings.swift": """
        // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
        import Foundation

        internal enum L10n {
          /// Close
          internal static let close = L10n.tr("Localizable", "close", fallback: "Close")
          /// Access tags
          internal static let accessTags = L10n.tr("Localizable", "accessTags", fallback: "Access tags")
          /// Retry
          internal static let retry = L10n.tr("Localizable", "retry", fallback: "Retry")
          /// Episode %d
          internal static func episodeNumber(_ p1: Int) -> String {
            return L10n.tr("Localizable", "episodeNumber", p1, fallback: "Episode %d")
          }
        }

        extension L10n {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
            let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }
        """,
        "Reel/Shared/Strings/ErrorStrings.swift": """
        import Foundation

        enum ErrorStrings {
            static var unknown: String { tr("Errors", "unknown") }
            static var offline: String { tr("Errors", "offline") }

            private static func tr(_ table: String, _ key: String) -> String {
                Bundle.main.localizedString(forKey: key, value: nil, table: table)
            }
        }
        """,
        "Reel/Shared/Views/PlayerOverlay.swift": """
        import SwiftUI

        struct PlayerOverlay: View {
            let error: Error?
            let retry: () -> Void
            let close: () -> Void

            var body: some View {
                VStack {
                    if error != nil {
                        Text(ErrorStrings.unknown)
                        Button(L10n.retry, action: retry)
                    }
                    Button(action: close) {
                        Image(systemName: "xmark")
                    }
                }
            }
        }
        """,
    ]

    static let reelTables: [String: Data] = [
        "Reel/Translations/en.lproj/Localizable.strings": utf16(
            "/// Close\n\"close\" = \"Close\";\n\n/// Retry\n\"retry\" = \"Try again\";\n\n\"episodeNumber\" = \"Episode %d\";\n",
            bigEndian: false),
        "Reel/Translations/en.lproj/Errors.strings": utf16(
            "\"unknown\" = \"Something went wrong\";\n\"offline\" = \"You\\U2019re offline\";\n", bigEndian: true),
    ]

    /// An Ice Cubes-like app: dotted keys in a String Catalog, the app's packages write them too,
    /// and a widget bundles its own table.
    static let toot: [String: String] = [
        "Toot/App/Resources/Localization/Localizable.xcstrings": """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "" : { },
            "accessibility.tabs.profile.options.inputLabel1" : {
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } } }
            },
            "accessibility.tabs.timeline.add-account" : {
              "comment" : "The button that adds an account",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Konto hinzuf\\u00fcgen" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Add account" } }
              }
            },
            "action.delete" : {
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete" } } }
            },
            "action.done" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Termin\\u00e9" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "\\ud83d\\udc4d \\u5b8c\\u4e86" } }
              }
            },
            "Bookmarks" : {
              "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Signets" } } }
            },
            "settings.title" : {
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } } }
            },
            "stats" : {
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Statistics" } } }
            },
            "status.action.delete" : {
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete" } } }
            },
            "status.poll.closes-in %@" : {
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Closes in %@" } } }
            },
            "status.replies %lld" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "Reply" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Replies" } }
                } } }
              }
            },
            "tab.settings" : {
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } } }
            }
          },
          "version" : "1.0"
        }
        """,
        "Toot/App/Tabs/SettingsTab.swift": """
        import SwiftUI

        struct SettingsTab: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var isAddingAccount = false

            var body: some View {
                NavigationStack {
                    Form {
                        Button(action: { isAddingAccount = true }) {
                            Image(systemName: "person.badge.plus")
                        }
                        .accessibilityLabel("accessibility.tabs.timeline.add-account")
                    }
                    .navigationTitle(Text("settings.title"))
                    .toolbar {
                        Button(action: { dismiss() }) { Image(systemName: "checkmark") }
                    }
                }
            }
        }
        """,
        "Toot/Packages/StatusKit/Sources/StatusKit/Row/StatusRowActions.swift": """
        import SwiftUI

        public struct StatusRowActions: View {
            let repliesCount: Int
            let onDelete: () -> Void

            public var body: some View {
                HStack {
                    Text("status.replies \\(repliesCount)")
                    Button(role: .destructive, action: onDelete) {
                        Label("action.delete", systemImage: "trash")
                    }
                    Button(action: {}) { Image(systemName: "bookmark") }
                }
            }
        }
        """,
        "Toot/App/Compose/ComposeScreen.swift": """
        import SwiftUI

        struct ComposeScreen: View {
            @State private var text = ""

            var body: some View {
                VStack {
                    TextField("What's on your mind?", text: $text)
                    Button("Post now") {}
                    Label("Add image", systemImage: "photo")
                    Button(action: {}) { Image(systemName: "person.badge.plus") }
                        .accessibilityLabel("accessibility.tabs.timeline.add-account")
                    Button(action: {}) { Image(systemName: "xmark") }
                }
            }
        }
        """,
        "Toot/Widget/Resources/Localizable.xcstrings": """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "label.text.unread" : {
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Unread" } } }
            }
          },
          "version" : "1.0"
        }
        """,
        "Toot/Widget/UnreadWidgetView.swift": """
        import SwiftUI
        import WidgetKit

        struct UnreadWidgetView: View {
            let count: Int

            var body: some View {
                VStack(alignment: .leading) {
                    Text("label.text.unread", comment: "Unread")
                    Text(count, format: .number)
                    Image(systemName: "checkmark")
                }
            }
        }
        """,
    ]

    /// A Mlem-like app: a String Catalog whose keys are the English text Xcode extracted.
    static let notebook: [String: String] = [
        "Notebook/Notebook/Localizable.xcstrings": """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Close" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Schlie\\u00dfen" } } } },
            "New note" : { },
            "Save" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Save" } } } },
            "Sign in" : { }
          },
          "version" : "1.0"
        }
        """,
        "Notebook/Notebook/Views/NoteEditor.swift": """
        import SwiftUI

        struct NoteEditor: View {
            @Binding var text: String
            let save: () -> Void

            var body: some View {
                VStack {
                    TextEditor(text: $text)
                    HStack {
                        Button("Save", action: save)
                        Button(action: {}) { Image(systemName: "xmark") }
                    }
                }
                .navigationTitle("New note")
            }
        }
        """,
    ]

    /// A Maccy-like app: keys in named tables and a few in Localizable, in `.strings` files.
    static let clipboard: [String: String] = [
        "Clipboard/Clipboard/en.lproj/Localizable.strings": "\"clear\" = \"Clear\";\n\"clear_all\" = \"Clear all\";\n\"quit\" = \"Quit\";\n",
        "Clipboard/Clipboard/Settings/en.lproj/GeneralSettings.strings": "\"LaunchAtLogin\" = \"Launch at login\";\n\"Open\" = \"Open:\";\n",
        "Clipboard/Clipboard/Settings/GeneralSettingsPane.swift": """
        import SwiftUI

        struct GeneralSettingsPane: View {
            @AppStorage("launchAtLogin") private var launchAtLogin = false

            var body: some View {
                Form {
                    Toggle(isOn: $launchAtLogin) {
                        Text("LaunchAtLogin", tableName: "GeneralSettings")
                    }
                    Button(action: {}) { Image(systemName: "trash") }
                }
            }
        }
        """,
        "Clipboard/Clipboard/Views/OpenLabel.swift": """
        import SwiftUI

        struct OpenLabel: View {
            var body: some View {
                Text("Open", tableName: "GeneralSettings")
                Button(action: {}) { Image(systemName: "xmark") }
            }
        }
        """,
    ]

    private static func utf16(_ text: String, bigEndian: Bool) -> Data {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return Data(bytes)
    }

    private func makeProject(_ files: [String: String], data: [String: Data] = [:]) throws -> (folder: TemporaryFolder, root: String) {
        let folder = try TemporaryFolder()
        let name = String(files.keys.first!.prefix { $0 != "/" })
        try folder.write(name + "/.git/HEAD", "ref: refs/heads/main\n")
        for (path, text) in files { try folder.write(path, text) }
        for (path, bytes) in data { try folder.write(path, bytes) }
        return (folder, folder.url.path + "/" + name)
    }

    // MARK: - Schemes

    func testGeneratedAccessorsOverStringsTables() throws {
        let (folder, root) = try makeProject(Self.beacon)
        let index = ProjectIndex.build(root: root)
        let controls = root + "/Sources/App/Cameras/CameraControlsView.swift"
        XCTAssertEqual(index.localizedLabel(forEnglish: "Close", inFile: controls), .accessor("L10n.closeLabel"),
                       "a label string before NavBar.close, which names a place; and L10n's table before Core's")
        XCTAssertEqual(index.localizedLabel(forEnglish: "  close ", inFile: controls), .accessor("L10n.closeLabel"), "trimmed, any case")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Done", inFile: controls), .accessor("L10n.doneLabel"))
        XCTAssertEqual(index.localizedLabel(forEnglish: "Delete", inFile: controls), .accessor("L10n.delete"))
        XCTAssertEqual(index.localizedLabel(forEnglish: "Zones", inFile: controls), .accessor("L10n.SettingsDetails.Location.Zones.header"))
        XCTAssertEqual(index.localizedLabel(forEnglish: "Requires %@ or later.", inFile: controls), .missing,
                       "a function with format arguments is never a plain label")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Closed", inFile: controls), .missing,
                       "CoreStrings says it, but this file does not use CoreStrings (its module may not be imported)")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Open", inFile: controls), .missing, "the app localizes, no string says it")

        let row = root + "/Sources/App/CarPlay/EntityStateRow.swift"
        XCTAssertEqual(index.localizedLabel(forEnglish: "Close", inFile: row), .accessor("CoreStrings.commonActionClose"))
        XCTAssertEqual(index.localizedLabel(forEnglish: "Done", inFile: row), .missing, "only L10n says it, which the file does not use")

        XCTAssertEqual(index.localizedLabel(forEnglish: "Close", inFile: root + "/Sources/App/Onboarding/WelcomeView.swift"), .literal,
                       "a file that writes English literals gets one")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Close", inFile: root + "/Sources/App/Unknown.swift"), .literal, "a file the index does not know")
        _ = folder
    }

    /// A file that writes no strings of its own (a row of icons) follows the project: in an app
    /// that writes its strings through accessors it gets those the files beside it use (its module
    /// imports them), in one
    /// that writes keys it gets the key, in one that writes English a literal.
    func testAFileWithoutStringsFollowsTheProjectsScheme() throws {
        let icons = """
        import SwiftUI

        struct IconRow: View {
            var body: some View {
                HStack { Button(action: {}) { Image(systemName: "xmark") } }
            }
        }
        """
        var beacon = Self.beacon
        beacon["Beacon/Sources/App/Components/IconRow.swift"] = icons
        let (folder, root) = try makeProject(beacon)
        let beaconIndex = ProjectIndex.build(root: root)
        XCTAssertEqual(beaconIndex.localizedLabel(forEnglish: "Close", inFile: root + "/Sources/App/Components/IconRow.swift"), .accessor("L10n.closeLabel"))
        XCTAssertEqual(beaconIndex.localizedLabel(forEnglish: "Open", inFile: root + "/Sources/App/Components/IconRow.swift"), .missing)
        var toot = Self.toot
        toot["Toot/App/Components/IconRow.swift"] = icons
        let (tootFolder, tootRoot) = try makeProject(toot)
        let tootIndex = ProjectIndex.build(root: tootRoot)
        XCTAssertEqual(tootIndex.localizedLabel(forEnglish: "Done", inFile: tootRoot + "/App/Components/IconRow.swift"),
                       tootIndex.localizedLabel(forEnglish: "Done", inFile: tootRoot + "/App/Tabs/SettingsTab.swift"))
        XCTAssertNotEqual(tootIndex.localizedLabel(forEnglish: "Done", inFile: tootRoot + "/App/Components/IconRow.swift"), .literal)
        var notebook = Self.notebook
        notebook["Notebook/Notebook/IconRow.swift"] = icons
        let (notebookFolder, notebookRoot) = try makeProject(notebook)
        XCTAssertEqual(ProjectIndex.build(root: notebookRoot).localizedLabel(forEnglish: "Close", inFile: notebookRoot + "/Notebook/IconRow.swift"), .literal)
        _ = (folder, tootFolder, notebookFolder)
    }

    func testSwiftGenFallbacksAndTablesInUTF16() throws {
        let (folder, root) = try makeProject(Self.reel, data: Self.reelTables)
        let index = ProjectIndex.build(root: root)
        let overlay = root + "/Shared/Views/PlayerOverlay.swift"
        XCTAssertEqual(index.localizedLabel(forEnglish: "Close", inFile: overlay), .accessor("L10n.close"))
        XCTAssertEqual(index.localizedLabel(forEnglish: "Access tags", inFile: overlay), .accessor("L10n.accessTags"),
                       "the table does not have the key: its fallback says the text")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Try again", inFile: overlay), .accessor("L10n.retry"), "the table's text wins")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Retry", inFile: overlay), .missing, "over the fallback the table replaced")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Episode %d", inFile: overlay), .missing)
        XCTAssertEqual(index.localizedLabel(forEnglish: "You’re offline", inFile: overlay), .accessor("ErrorStrings.offline"),
                       "a bare tr, a UTF-16 big-endian table, a \\U escape")
        _ = folder
    }

    func testKeysInAStringCatalog() throws {
        let (folder, root) = try makeProject(Self.toot)
        let index = ProjectIndex.build(root: root)
        let settings = root + "/App/Tabs/SettingsTab.swift"
        XCTAssertEqual(index.localizedLabel(forEnglish: "Done", inFile: settings), .key("action.done"))
        XCTAssertEqual(index.localizedLabel(forEnglish: "Delete", inFile: settings), .key("action.delete"),
                       "a generic action before status.action.delete")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Settings", inFile: settings), .key("tab.settings"),
                       "no generic one: the shortest key (not the input label of a profile option)")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Bookmarks", inFile: settings), .key("Bookmarks"),
                       "a key without an English unit says itself: the catalog's source language is English")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Closes in %@", inFile: settings), .missing, "never a format")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Reply", inFile: settings), .missing, "a plural's variation is no one text")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Close", inFile: settings), .missing)
        XCTAssertEqual(index.localizedLabel(forEnglish: "Stats", inFile: settings), .key("stats"),
                       "no string says \"Stats\", but one is named so: the app's word for it (\"Statistics\")")

        let actions = root + "/Packages/StatusKit/Sources/StatusKit/Row/StatusRowActions.swift"
        XCTAssertEqual(index.localizedLabel(forEnglish: "Done", inFile: actions), .key("action.done"),
                       "a package of the app writes the app's keys too")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Close", inFile: root + "/App/Compose/ComposeScreen.swift"), .literal,
                       "a file that mostly writes English text, with one key, writes English")

        let widget = root + "/Widget/UnreadWidgetView.swift"
        XCTAssertEqual(index.localizedLabel(forEnglish: "Unread", inFile: widget), .key("label.text.unread"))
        XCTAssertEqual(index.localizedLabel(forEnglish: "Done", inFile: widget), .missing,
                       "the widget bundles its own table, which does not say it: the app's key would show as a key")
        _ = folder
    }

    func testAMissingLabelNamesTheStringsOneScreenAlreadyHasForIt() {
        XCTAssertEqual(RuleContext.stringsAdvice(for: .missing(["Close"])), "in the app's own strings, which have none for it yet")
        XCTAssertEqual(RuleContext.stringsAdvice(for: .missing(["Bookmarks"], writtenFor: ["bookmarks.title"])),
                       "in the app's own strings, where `bookmarks.title` already says it for one screen: reuse it if it means the same here, or add one",
                       "a key written for one screen is not reused silently, but a person should know it is there")
    }

    /// Strings written by hand as `static let close = NSLocalizedString("AccessibilityLabel_Close",
    /// comment: "")` are the app's accessors like generated ones; a file that writes no strings uses
    /// the ones the files beside it use. An app that looks its keys up through a function of its
    /// own (`LocalizedString.getValue("settings.title")`) writes keys, so an English literal would be
    /// the one untranslated string.
    func testHandWrittenAccessorsAndTheAppsOwnLookupFunction() throws {
        let (warnFolder, warn) = try makeProject([
            "Warn/ENA/Source/Helpers/AppStrings.swift": """
            import Foundation

            enum AppStrings {
                enum AccessibilityLabel {
                    static let close = NSLocalizedString("AccessibilityLabel_Close", comment: "")
                    static let phoneNumber = NSLocalizedString("AccessibilityLabel_PhoneNumber", comment: "")
                }
                enum Home {
                    static let shareTitle = NSLocalizedString("Home_MoreCard_ShareTitle", comment: "")
                    static var riskTitle: String { return NSLocalizedString("Home_Risk_Title", tableName: "Home", comment: "") }
                    static let riskDetail = NSLocalizedString("Home_Risk_Detail", comment: "") + " "
                }
            }
            """,
            "Warn/ENA/Source/Views/HomeViewController.swift": """
            import UIKit

            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = AppStrings.Home.shareTitle
                }
            }
            """,
            "Warn/ENA/Source/Views/TooltipViewController.swift": """
            import UIKit

            final class TooltipViewController: UIViewController {
                private let closeButton = UIButton(type: .custom)
            }
            """,
            "Warn/ENA/Resources/en.lproj/Localizable.strings": "\"AccessibilityLabel_Close\" = \"Close\";\n\"Home_MoreCard_ShareTitle\" = \"Share\";\n\"Home_Risk_Detail\" = \"Details\";\n",
            "Warn/ENA/Resources/en.lproj/Home.strings": "\"Home_Risk_Title\" = \"Risk\";\n",
        ])
        let scanned = FileDeclarations.scan(Array(try String(contentsOfFile: warn + "/ENA/Source/Helpers/AppStrings.swift", encoding: .utf8).utf8))
        XCTAssertEqual(scanned.accessors.map(\.path), ["AppStrings.AccessibilityLabel.close", "AppStrings.AccessibilityLabel.phoneNumber",
                                                      "AppStrings.Home.shareTitle", "AppStrings.Home.riskTitle"],
                       "a value that adds to the lookup says something else")
        XCTAssertEqual(scanned.accessors.last?.table, "Home")
        let index = ProjectIndex.build(root: warn)
        let tooltip = warn + "/ENA/Source/Views/TooltipViewController.swift"
        XCTAssertEqual(index.localizedLabel(forEnglish: "Close", inFile: tooltip), .accessor("AppStrings.AccessibilityLabel.close"))
        XCTAssertEqual(index.localizedLabel(forEnglish: "Share", inFile: tooltip), .accessor("AppStrings.Home.shareTitle"),
                       "found; the rule decides whether a screen's string may be reused")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Settings", inFile: tooltip), .missing)
        XCTAssertFalse(RuleContext.isSharedAccessor("AppStrings.Home.shareTitle"))
        XCTAssertTrue(RuleContext.isSharedAccessor("AppStrings.AccessibilityLabel.close"), "each word of the group's name says it is shared")

        let (vaultFolder, vault) = try makeProject([
            "Vault/Common/LocalizedString.swift": """
            import Foundation

            public enum LocalizedString {
                public static func getValue(_ key: String) -> String {
                    NSLocalizedString(key, comment: "")
                }
            }
            """,
            "Vault/App/Settings/SettingsViewController.swift": """
            import UIKit

            final class SettingsViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = LocalizedString.getValue("settings.title")
                    navigationItem.backButtonTitle = LocalizedString.getValue("common.button.back")
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SettingsCell")
                }
            }
            """,
            "Vault/App/List/VaultListViewController.swift": """
            import UIKit

            final class VaultListViewController: UITableViewController {
                static let purchased = Notification.Name("PurchasedFullVersionNotification")
                let settingsButton = UIBarButtonItem(image: UIImage(systemName: "gearshape"), style: .plain, target: nil, action: nil)
            }
            """,
            "Vault/Resources/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n\"common.button.close\" = \"Close\";\n\"common.button.back\" = \"Back\";\n",
        ])
        let vaultIndex = ProjectIndex.build(root: vault)
        let list = vault + "/App/List/VaultListViewController.swift"
        XCTAssertEqual(vaultIndex.localizedLabel(forEnglish: "Show settings", inFile: list), .missing,
                       "the app writes keys through its own function, and none says it; a notification's name is no English text")
        XCTAssertEqual(vaultIndex.localizedLabel(forEnglish: "Close", inFile: list), .key("common.button.close"))
        XCTAssertEqual(vaultIndex.localizedLabel(forEnglish: "Close", inFile: vault + "/App/Settings/SettingsViewController.swift"), .key("common.button.close"))
        _ = (warnFolder, vaultFolder)
    }

    /// A file that reads SwiftGen's or R.swift's accessors, generated at build time and not in the
    /// repository, localizes: an English literal there would be the one untranslated string.
    func testAFileReadingGeneratedStringsGetsNoEnglishLiteral() {
        let row = """
        import SwiftUI

        struct StorageRow: View {
            let size: Int
            let delete: () -> Void

            var body: some View {
                HStack {
                    Text(L10n.Settings.Storage.filesSize(size))
                    Button(action: delete) { Image(systemName: "trash") }
                }
            }
        }
        """
        XCTAssertFalse(RuleHarness.fixed([IconOnlyControlLabelRule.self], row).contains("accessibilityLabel"))
        XCTAssertEqual(RuleHarness.findings(IconOnlyControlLabelRule.self, row).count, 1)
        let english = row.replacingOccurrences(of: "Text(L10n.Settings.Storage.filesSize(size))", with: "Text(\"\\(size) files\")")
        XCTAssertTrue(RuleHarness.fixed([IconOnlyControlLabelRule.self], english).contains(#".accessibilityLabel("Delete")"#))
    }

    /// In a project whose files read SwiftGen's `L10n`, generated at build time and not committed, a
    /// file without strings of its own gets no English literal either.
    func testAFileWithoutStringsInAGeneratedStringsProjectGetsNone() throws {
        let screen = "import UIKit\n\nfinal class ReaderViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        title = L10n.Reader.title\n    }\n}\n"
        let (folder, root) = try makeProject([
            "Reader/App/ReaderViewController.swift": screen,
            "Reader/App/SettingsViewController.swift": screen.replacingOccurrences(of: "Reader", with: "Settings"),
            "Reader/App/PlainViewController.swift": "import UIKit\n\nfinal class PlainViewController: UIViewController {\n    let closeButton = UIBarButtonItem(image: UIImage(systemName: \"xmark\"), style: .plain, target: nil, action: nil)\n}\n",
        ])
        let index = ProjectIndex.build(root: root)
        XCTAssertEqual(index.localizedLabel(forEnglish: "Close", inFile: root + "/App/PlainViewController.swift"), .missing)
        _ = folder
    }

    /// A file whose strings all carry a comment for translators gets one with the label too; one
    /// that writes `comment: ""` gets the same (s16 review: damus comments every string).
    func testAnInsertedNSLocalizedStringCommentsLikeTheFile() {
        let toolbar = """
        import SwiftUI

        struct ComposeToolbar: View {
            let close: () -> Void

            var body: some View {
                HStack {
                    Text(NSLocalizedString("New note", comment: "Title of the compose screen"))
                    Button(action: close) { Image(systemName: "xmark") }
                }
            }
        }
        """
        XCTAssertTrue(RuleHarness.fixed([IconOnlyControlLabelRule.self], toolbar)
            .contains(#".accessibilityLabel(NSLocalizedString("Close", comment: "Accessibility label of a control that shows only an image"))"#))
        let uncommented = toolbar.replacingOccurrences(of: "comment: \"Title of the compose screen\"", with: "comment: \"\"")
        XCTAssertTrue(RuleHarness.fixed([IconOnlyControlLabelRule.self], uncommented).contains(#".accessibilityLabel(NSLocalizedString("Close", comment: ""))"#))
    }

    func testKeysInNamedTablesMakeAFileWriteKeys() throws {
        let (folder, root) = try makeProject(Self.clipboard)
        let index = ProjectIndex.build(root: root)
        let pane = root + "/Clipboard/Settings/GeneralSettingsPane.swift"
        XCTAssertEqual(index.localizedLabel(forEnglish: "Clear", inFile: pane), .key("clear"))
        XCTAssertEqual(index.localizedLabel(forEnglish: "Delete", inFile: pane), .missing)
        XCTAssertEqual(index.localizedLabel(forEnglish: "Close", inFile: root + "/Clipboard/Views/OpenLabel.swift"), .literal,
                       "\"Open\" for \"Open:\" is English text with a colon, not a key")
        _ = folder
    }

    func testNaturalKeysAndNoLocalizationGetLiterals() throws {
        let (folder, root) = try makeProject(Self.notebook)
        let index = ProjectIndex.build(root: root)
        let editor = root + "/Notebook/Views/NoteEditor.swift"
        XCTAssertEqual(index.localizedLabel(forEnglish: "Close", inFile: editor), .literal, "Xcode extracts the literal as its own key")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Archive", inFile: editor), .literal)
        XCTAssertEqual(index.localizedLabel(forEnglish: "New Note", inFile: editor), .tableSpelling("New note"),
                       "the catalog's spelling of the same words has their translations")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Sign In %@", inFile: editor), .literal, "never a format")

        let plain = try TemporaryFolder()
        try plain.write("Tally/Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Tally\", targets: [.target(name: \"Tally\")])\n")
        try plain.write("Tally/Sources/Tally/CounterView.swift", """
        import SwiftUI

        struct CounterView: View {
            @State private var count = 0

            var body: some View {
                HStack {
                    Text("Count: \\(count)")
                    Button(action: { count += 1 }) { Image(systemName: "plus") }
                    Button(action: { count = 0 }) { Image(systemName: "arrow.counterclockwise") }
                }
            }
        }
        """)
        let tally = ProjectIndex.build(root: plain.url.path + "/Tally")
        XCTAssertEqual(tally.localizedLabel(forEnglish: "Reset", inFile: plain.url.path + "/Tally/Sources/Tally/CounterView.swift"), .literal)
        _ = folder
    }

    // MARK: - What the scan records

    func testTheScanRecordsAccessorsAndTheKeysAFileWrites() {
        let strings = FileDeclarations.scan(Array(Self.beacon["Beacon/Sources/Shared/Resources/Swiftgen/Strings.swift"]!.utf8))
        XCTAssertEqual(strings.accessors.map(\.path), [
            "L10n.closeLabel", "L10n.delete", "L10n.doneLabel", "L10n.requiresVersion", "L10n.NavBar.close",
            "L10n.SettingsDetails.Location.Zones.header", "L10n.Camera.mute", "L10n.Camera.unmute",
        ])
        XCTAssertEqual(strings.accessors.filter(\.isFunction).map(\.key), ["requires_version"])
        XCTAssertTrue(strings.accessors.allSatisfy { $0.table == "Localizable" && $0.rootIsDeclared && $0.fallback == nil })

        let fallbacks = FileDeclarations.scan(Array(Self.reel["Reel/Shared/Strings/Strings.swift"]!.utf8))
        XCTAssertEqual(fallbacks.accessors.map(\.fallback), ["Close", "Access tags", "Retry", "Episode %d"])

        let extended = FileDeclarations.scan(Array("""
        extension String {
            static var cancel: String { Strings.tr("Localizable", "cancel") }
        }
        """.utf8))
        XCTAssertEqual(extended.accessors.map(\.rootIsDeclared), [false], "String is not the project's: every file mentions it")

        let screen = FileDeclarations.scan(Array(Self.toot["Toot/App/Tabs/SettingsTab.swift"]!.utf8))
        XCTAssertEqual(Set(screen.localizedLiterals), [.init(table: nil, key: "accessibility.tabs.timeline.add-account"), .init(table: nil, key: "settings.title")])
        XCTAssertEqual(screen.textLiteralCount, 0)
        let actions = FileDeclarations.scan(Array(Self.toot["Toot/Packages/StatusKit/Sources/StatusKit/Row/StatusRowActions.swift"]!.utf8))
        XCTAssertEqual(actions.localizedLiterals, [.init(table: nil, key: "action.delete")], "an interpolated key is not the key it looks up")
        let compose = FileDeclarations.scan(Array(Self.toot["Toot/App/Compose/ComposeScreen.swift"]!.utf8))
        XCTAssertEqual(compose.textLiteralCount, 3)
        let pane = FileDeclarations.scan(Array(Self.clipboard["Clipboard/Clipboard/Settings/GeneralSettingsPane.swift"]!.utf8))
        XCTAssertEqual(pane.localizedLiterals, [.init(table: "GeneralSettings", key: "LaunchAtLogin")], "not @AppStorage's key")
    }

    // MARK: - Matching

    func testMatchingRules() {
        XCTAssertTrue(ProjectLocalization.isFormat("Requires %@ or later."))
        XCTAssertTrue(ProjectLocalization.isFormat("%1$@ of %2$@"))
        XCTAssertTrue(ProjectLocalization.isFormat("%lld Replies"))
        XCTAssertTrue(ProjectLocalization.isFormat("%.1f km"))
        XCTAssertTrue(ProjectLocalization.isFormat("Hello \\(name)"))
        XCTAssertFalse(ProjectLocalization.isFormat("100%% sure"))
        XCTAssertFalse(ProjectLocalization.isFormat("Close"))

        XCTAssertEqual(ProjectLocalization.words(of: "Common.Controls.done_label2"), ["common", "controls", "done", "label", "2"])
        XCTAssertEqual(ProjectLocalization.words(of: "accessibility.tabs.timeline.add-account"), ["accessibility", "tabs", "timeline", "add", "account"])

        XCTAssertTrue(ProjectLocalization.readsAsKey("settings.title", english: "Settings"))
        XCTAssertTrue(ProjectLocalization.readsAsKey("close_label", english: "Close"))
        XCTAssertTrue(ProjectLocalization.readsAsKey("LaunchAtLogin", english: "Launch at login"))
        XCTAssertFalse(ProjectLocalization.readsAsKey("Settings", english: "Settings"))
        XCTAssertFalse(ProjectLocalization.readsAsKey("Delete", english: "Delete…"))

        XCTAssertTrue(RuleContext.isSharedKey("close_label"))
        XCTAssertTrue(RuleContext.isSharedKey("action.delete"))
        XCTAssertTrue(RuleContext.isSharedKey("Common.Controls.done"))
        XCTAssertFalse(RuleContext.isSharedKey("timeline.add.action.add"), "another screen's string is translated for that screen")
        XCTAssertFalse(RuleContext.isSharedKey("tab.settings"))
        XCTAssertTrue(RuleContext.isSharedAccessor("L10n.closeLabel"))
        XCTAssertFalse(RuleContext.isSharedAccessor("L10n.CarPlay.Browse.back"))
    }

    /// Candidates from the main table come first, then generic names, then the shortest, then the
    /// first alphabetically.
    func testAmongSeveralStringsTheLabelPrefersTheMainTableThenGenericThenShortNames() throws {
        let (folder, root) = try makeProject([
            "Orbit/Sources/Strings.swift": """
            enum L10n {
                static let closeSheet = L10n.tr("Sheets", "close", fallback: "Close")
                enum Player {
                    static let dismiss = L10n.tr("Localizable", "player.dismiss", fallback: "Close")
                }
                enum Common {
                    enum Actions {
                        static let close = L10n.tr("Localizable", "common.actions.close", fallback: "Close")
                    }
                }
                static let stop = L10n.tr("Localizable", "stop", fallback: "Stop")
                static let halt = L10n.tr("Localizable", "halt", fallback: "Stop")
                enum Shared {
                    static let skip = L10n.tr("Localizable", "shared.skip", fallback: "Skip")
                }
                enum Common {
                    static let skip = L10n.tr("Localizable", "common.skip", fallback: "Skip")
                }
                enum Timer {
                    static let pause = L10n.tr("Localizable", "timer.pause", fallback: "Pause")
                }
                enum Player {
                    enum Controls {
                        static let pause = L10n.tr("Localizable", "player.controls.pause", fallback: "Pause")
                    }
                }
            }
            """,
            "Orbit/Sources/PlayerView.swift": """
            import SwiftUI

            struct PlayerView: View {
                var body: some View {
                    Button(action: {}) { Image(systemName: "xmark") }
                        .accessibilityLabel(L10n.Player.dismiss)
                }
            }
            """,
        ])
        let index = ProjectIndex.build(root: root)
        let player = root + "/Sources/PlayerView.swift"
        XCTAssertEqual(index.localizedLabel(forEnglish: "Close", inFile: player), .accessor("L10n.Common.Actions.close"),
                       "Localizable before the Sheets table, a generic name before Player.dismiss")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Stop", inFile: player), .accessor("L10n.stop"), "halt is a word of its own")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Skip", inFile: player), .accessor("L10n.Common.skip"), "both generic and as short: alphabetical")
        XCTAssertEqual(index.localizedLabel(forEnglish: "Pause", inFile: player), .accessor("L10n.Timer.pause"),
                       "neither is generic (a timer's, a player's): the shorter")
        _ = folder
    }

    // MARK: - Caches

    private func indexCache(in folder: TemporaryFolder) -> IndexCache {
        var cache = IndexCache(folder: folder.url.path + "/index", buildIdentity: "tests")
        cache.settlingSeconds = -5
        return cache
    }

    /// Tables are read by every run that asks, never from the index cache: an edited table changes
    /// the answer a warm index gives, and the result cache's fingerprint of it.
    func testAnEditedTableChangesTheAnswerOfAWarmIndex() throws {
        let (folder, root) = try makeProject(Self.toot)
        let cacheFolder = try TemporaryFolder()
        let cache = indexCache(in: cacheFolder)
        let settings = root + "/App/Tabs/SettingsTab.swift"
        let cold = ProjectIndex.build(root: root, cache: cache).recordingQueries()
        XCTAssertEqual(cold.localizedLabel(forEnglish: "Done", inFile: settings), .key("action.done"))
        XCTAssertEqual(cold.localizedLabel(forEnglish: "Delete", inFile: settings), .key("action.delete"))
        let recorded = cold.recordedQueries
        XCTAssertEqual(recorded.count, 2)

        let catalog = Self.toot["Toot/App/Resources/Localization/Localizable.xcstrings"]!
        try folder.write("Toot/App/Resources/Localization/Localizable.xcstrings", catalog.replacingOccurrences(
            of: "\"value\" : \"Done\"", with: "\"value\" : \"Finished\""))
        let warm = ProjectIndex.build(root: root, cache: cache)
        XCTAssertEqual(warm.statistics.scanned, 0, "every Swift file from the index cache")
        XCTAssertEqual(warm.localizedLabel(forEnglish: "Done", inFile: settings), .missing)
        XCTAssertEqual(warm.localizedLabel(forEnglish: "Finished", inFile: settings), .key("action.done"))
        let stillAnswered = recorded.map { warm.stillAnswers($0.query, with: $0.fingerprint) }
        XCTAssertEqual(stillAnswered.sorted { !$0 && $1 }, [false, true], "the result cache recomputes what asked for Done, not for Delete")

        try FileManager.default.removeItem(atPath: root + "/App/Resources/Localization/Localizable.xcstrings")
        XCTAssertEqual(ProjectIndex.build(root: root, cache: cache).localizedLabel(forEnglish: "Delete", inFile: settings), .literal,
                       "without its table, no literal of the file is a key")
    }

    func testAnEditedAccessorFileIsScannedAgain() throws {
        let (folder, root) = try makeProject(Self.beacon)
        let cacheFolder = try TemporaryFolder()
        let cache = indexCache(in: cacheFolder)
        let controls = root + "/Sources/App/Cameras/CameraControlsView.swift"
        let cold = ProjectIndex.build(root: root, cache: cache)
        XCTAssertEqual(cold.localizedLabel(forEnglish: "Close", inFile: controls), .accessor("L10n.closeLabel"))
        let warm = ProjectIndex.build(root: root, cache: cache)
        XCTAssertEqual(warm.statistics.scanned, 0)
        XCTAssertEqual(warm.localizedLabel(forEnglish: "Close", inFile: controls), .accessor("L10n.closeLabel"), "the accessors come from the cache")

        let path = "Beacon/Sources/Shared/Resources/Swiftgen/Strings.swift"
        try folder.write(path, Self.beacon[path]!.replacingOccurrences(of: "closeLabel", with: "closeButtonLabel"))
        let edited = ProjectIndex.build(root: root, cache: cache)
        XCTAssertEqual(edited.statistics.scanned, 1)
        XCTAssertEqual(edited.localizedLabel(forEnglish: "Close", inFile: controls), .accessor("L10n.closeButtonLabel"))
    }

    // MARK: - Tables

    func testStringsFilesInEveryEncodingWithCommentsAndEscapes() {
        let text = """
        /* A comment, "with quotes" = "not an entry"; */
        "greeting" = "Say \\"hi\\"\\nthere";
        // Another comment
        "accent" = "Caf\\U00e9";
        unquoted_key = "Plain";
        """
        let expected = ["greeting": "Say \"hi\"\nthere", "accent": "Café", "unquoted_key": "Plain"]
        XCTAssertEqual(StringTables.englishText(ofStringsFile: Array(text.utf8)), expected)
        XCTAssertEqual(StringTables.englishText(ofStringsFile: [0xEF, 0xBB, 0xBF] + Array(text.utf8)), expected, "UTF-8 with a byte order mark")
        XCTAssertEqual(StringTables.englishText(ofStringsFile: [UInt8](Self.utf16(text, bigEndian: false))), expected)
        XCTAssertEqual(StringTables.englishText(ofStringsFile: [UInt8](Self.utf16(text, bigEndian: true))), expected)
        XCTAssertEqual(StringTables.englishText(ofStringsFile: Array([UInt8](Self.utf16(text, bigEndian: false)).dropFirst(2))), expected,
                       "UTF-16 without a byte order mark")
        XCTAssertNil(StringTables.englishText(ofStringsFile: Array("\"unterminated\" = \"value".utf8)))
    }

    func testDamagedTablesContributeNothingAndNeverCrash() throws {
        let catalog = Array(Self.toot["Toot/App/Resources/Localization/Localizable.xcstrings"]!.utf8)
        XCTAssertEqual(StringTables.englishText(ofCatalog: catalog)?["action.done"], "Done")
        XCTAssertEqual(StringTables.englishText(ofCatalog: catalog)?["accessibility.tabs.timeline.add-account"], "Add account")
        for end in stride(from: 0, to: catalog.count - 1, by: 5) {
            XCTAssertNil(StringTables.englishText(ofCatalog: Array(catalog[..<end])), "cut at \(end)")
        }
        let strings = Array(Self.beacon["Beacon/Sources/App/Resources/en.lproj/Localizable.strings"]!.utf8)
        for end in stride(from: 0, to: strings.count, by: 3) { _ = StringTables.englishText(ofStringsFile: Array(strings[..<end])) }
        var random = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let noise = (0..<300).map { _ in UInt8.random(in: 0...255, using: &random) }
            XCTAssertNil(StringTables.englishText(ofCatalog: noise))
            _ = StringTables.englishText(ofStringsFile: noise)
        }
        XCTAssertNil(StringTables.englishText(ofCatalog: Array(("{\"strings\":" + String(repeating: "[", count: 100_000)).utf8)))
        XCTAssertNotNil(StringTables.englishText(ofCatalog: Array(("{\"x\":" + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}").utf8)),
                        "deep nesting is skipped without recursion")

        var damaged = Self.toot
        damaged["Toot/App/Resources/Localization/Localizable.xcstrings"] = String(decoding: catalog.dropLast(40), as: UTF8.self)
        let (folder, root) = try makeProject(damaged)
        XCTAssertEqual(ProjectIndex.build(root: root).localizedLabel(forEnglish: "Done", inFile: root + "/App/Tabs/SettingsTab.swift"), .literal,
                       "a table that cannot be read says nothing: no literal is a key")
        _ = folder
    }
}
