import Foundation

/// The folders of a project's widget extensions: those holding an Info.plist that names WidgetKit's
/// extension point (`NSExtensionPointIdentifier` `com.apple.widgetkit-extension`). Their views are
/// drawn on a canvas of fixed size whatever the text size, also where a file says nothing of WidgetKit
/// itself (a to-do list the widget's entry view shows). Read the first time a question needs them.
final class WidgetExtensions: @unchecked Sendable {
    private let root: String
    private let infoPlists: [String]
    private let lock = NSLock()
    private var folders: [String]?

    init(root: String, infoPlists: [String]) {
        self.root = root
        self.infoPlists = infoPlists
    }

    /// Whether `file` (an absolute path) lies in a widget extension's folder. An extension whose
    /// Info.plist sits at the project's root, or beside another target's, has no folder of its own
    /// to tell its files apart by.
    func contains(_ file: String) -> Bool {
        extensionFolders().contains { file.hasPrefix($0 + "/") }
    }

    private func extensionFolders() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let folders { return folders }
        let declaring = Dictionary(grouping: infoPlists, by: FilePaths.folder(of:)).mapValues { plists in
            plists.map(WidgetExtensions.declaresWidgetExtension)
        }
        let found = declaring.compactMap { folder, answers in
            folder != root && answers.allSatisfy { $0 } ? folder : nil
        }
        folders = found
        return found
    }

    private static func declaresWidgetExtension(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        return String(decoding: data, as: UTF8.self).contains("com.apple.widgetkit-extension")
    }
}
