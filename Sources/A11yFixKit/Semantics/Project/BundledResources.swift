import Foundation

/// What a project puts in its app bundles besides code, read the first time a question needs it: the
/// folders of its widget extensions (those holding an Info.plist that names WidgetKit's extension
/// point, `NSExtensionPointIdentifier` `com.apple.widgetkit-extension`), whose views are drawn on a
/// canvas of fixed size whatever the text size, also where a file says nothing of WidgetKit itself (a
/// to-do list the widget's entry view shows); and whether it ships font files of its own.
final class BundledResources: @unchecked Sendable {
    private let root: String
    private let infoPlists: [String]
    /// `.ttf`, `.otf` and `.ttc` files anywhere in the project.
    let fontFiles: [String]
    private let lock = NSLock()
    private var widgetFolders: [String]?

    init(root: String, infoPlists: [String], fontFiles: [String]) {
        self.root = root
        self.infoPlists = infoPlists
        self.fontFiles = fontFiles
    }

    /// Whether `file` (an absolute path) lies in a widget extension's folder. An extension whose
    /// Info.plist sits at the project's root, or beside another target's, has no folder of its own
    /// to tell its files apart by.
    func isInWidgetExtension(_ file: String) -> Bool {
        extensionFolders().contains { file.hasPrefix($0 + "/") }
    }

    private func extensionFolders() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let widgetFolders { return widgetFolders }
        let declaring = Dictionary(grouping: infoPlists, by: FilePaths.folder(of:)).mapValues { plists in
            plists.map(BundledResources.declaresWidgetExtension)
        }
        let found = declaring.compactMap { folder, answers in
            folder != root && answers.allSatisfy { $0 } ? folder : nil
        }
        widgetFolders = found
        return found
    }

    private static func declaresWidgetExtension(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        return String(decoding: data, as: UTF8.self).contains("com.apple.widgetkit-extension")
    }
}
