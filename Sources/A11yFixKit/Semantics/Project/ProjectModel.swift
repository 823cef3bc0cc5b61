import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The packages and Xcode projects of one repository, and what they say about each Swift file in
/// it: whether a target compiles it, whether that target is a test, and the platforms and
/// deployment versions it builds for. A file gets the same answer whether a run is given the whole
/// repository or only that file.
public final class ProjectModel: @unchecked Sendable {
    /// The repository root (the folder holding `.git`), or the outermost folder with a manifest.
    public let root: String
    let xcodeProjects: [XcodeProject]
    /// Package manifests by folder, read when a file below them is first asked about; nil for a
    /// folder without one. Files in folders the scan skips (build folders) still find theirs.
    private var manifestsByFolder: [String: PackageManifest?] = [:]
    private let lock = NSLock()
    /// A Tuist or XcodeGen manifest: Xcode projects are generated, and a committed one may be stale.
    let generatesProjects: Bool

    /// What the project says about one file.
    public struct FileRole: Equatable, Sendable {
        public enum Kind: String, Sendable {
            /// Compiled into something users run: an app, an extension, a library.
            case product
            /// Compiled only by test targets.
            case test
            /// Never compiled: outside every target, in a documentation catalog, or left out of the
            /// project that holds it.
            case notCompiled
            /// Nothing says: no project knows the file.
            case unknown
        }

        public var kind: Kind
        /// The platforms the file is built for; empty when no project says.
        public var platforms: Set<String>
        /// The lowest deployment version per platform of the targets that compile it.
        public var deploymentTargets: [String: String]

        public init(kind: Kind, platforms: Set<String> = [], deploymentTargets: [String: String] = [:]) {
            self.kind = kind
            self.platforms = platforms
            self.deploymentTargets = deploymentTargets
        }
    }

    /// XcodeGen specs, for files no Xcode project or package claims (the generated project is not committed).
    let xcodeGenSpecs: [XcodeGenSpec]

    init(root: String, xcodeProjects: [XcodeProject], generatesProjects: Bool, xcodeGenSpecs: [XcodeGenSpec] = []) {
        self.root = root
        self.xcodeProjects = xcodeProjects
        self.generatesProjects = generatesProjects
        self.xcodeGenSpecs = xcodeGenSpecs
    }

    /// Reads the Xcode projects and XcodeGen specs `files` found under `root`.
    public convenience init(root: String, files: ProjectFiles) {
        self.init(root: root, xcodeProjects: files.xcodeProjects.compactMap(XcodeProject.load), generatesProjects: files.hasProjectGenerator,
                  xcodeGenSpecs: files.xcodeGenSpecs.compactMap(XcodeGenSpec.init(path:)))
    }

    /// The innermost package whose folder holds `file`, up to the root.
    private func package(containing file: String) -> (folder: String, manifest: PackageManifest)? {
        lock.lock()
        defer { lock.unlock() }
        var folder = FilePaths.folder(of: file)
        while folder.hasPrefix(root) {
            if let cached = manifestsByFolder[folder] {
                if let manifest = cached { return (folder, manifest) }
            } else {
                let manifest = FileManager.default.contents(atPath: folder + "/Package.swift").map { PackageManifest(bytes: Array($0)) }
                manifestsByFolder[folder] = .some(manifest)
                if let manifest { return (folder, manifest) }
            }
            let parent = FilePaths.folder(of: folder)
            if parent == folder { break }
            folder = parent
        }
        return nil
    }

    public func role(of file: String) -> FileRole {
        if file.split(separator: "/").contains(where: { $0.hasSuffix(".docc") }) { return FileRole(kind: .notCompiled) }
        var targets: [XcodeProject.Target] = []
        var excludedByAProject = false
        for project in xcodeProjects {
            switch project.membership(of: file) {
            case let .targets(found): targets += found
            case .notCompiled: excludedByAProject = true
            case .unknown: break
            }
        }
        if !targets.isEmpty {
            let shipped = targets.filter { !$0.isTest }
            let relevant = shipped.isEmpty ? targets : shipped
            var versions: [String: String] = [:]
            for target in relevant {
                for (platform, version) in target.deploymentTargets where versions[platform].map({ Version.isLower(version, than: $0) }) ?? true {
                    versions[platform] = version
                }
            }
            return FileRole(kind: shipped.isEmpty ? .test : .product, platforms: Set(relevant.flatMap(\.platforms)), deploymentTargets: versions)
        }
        if let package = package(containing: file) {
            let relative = String(file.dropFirst(package.folder.count + 1))
            let target = package.manifest.targets.first { target in target.paths.contains { $0.isEmpty || relative.hasPrefix($0 + "/") } }
            let versions = platformsBuilt(for: package, target: target?.name)
            if let target {
                return FileRole(kind: target.isTest ? .test : .product, platforms: Set(versions.keys), deploymentTargets: versions)
            }
            // The manifest itself, examples and scripts beside the targets are not part of the package.
            if package.manifest.targetsAreComplete { return FileRole(kind: .notCompiled) }
            return FileRole(kind: .unknown, platforms: Set(versions.keys), deploymentTargets: versions)
        }
        if excludedByAProject { return FileRole(kind: .notCompiled) }
        // A file under a committed Xcode project's folder that the project does not know is left
        // over: nothing compiles it (unless the project is generated from another manifest).
        if !generatesProjects, xcodeProjects.contains(where: { file.hasPrefix(FilePaths.folder(of: $0.path) + "/") && !$0.targets.isEmpty }) {
            return FileRole(kind: .notCompiled)
        }
        // The innermost XcodeGen spec above the file: the platforms of the app it generates.
        if let spec = xcodeGenSpecs.filter({ file.hasPrefix($0.folder + "/") && !$0.platforms.isEmpty }).max(by: { $0.folder.count < $1.folder.count }) {
            return FileRole(kind: .unknown, platforms: spec.platforms, deploymentTargets: spec.deploymentTargets)
        }
        return FileRole(kind: .unknown)
    }

    /// The platforms a package's code is built for: those its manifest names, narrowed to those of
    /// the Xcode projects in the repository that use it (a package that names macOS so that its
    /// tests run on a Mac is still iOS code when only an iOS app uses it), and for a target, to
    /// those of the apps that link a product building it (a package whose `StickerView` only the
    /// Mac app links is Mac code there, though an iOS app links its other products). Mac Catalyst
    /// builds the package's iOS code.
    func platformsBuilt(for package: (folder: String, manifest: PackageManifest), target: String? = nil) -> [String: String] {
        let declared = package.manifest.deploymentTargets ?? [:]
        let clients = xcodeProjects.filter { project in
            project.referencedFolders.contains { package.folder == $0 || package.folder.hasPrefix($0 + "/") }
        }
        // A project of the same workspace may use one of its products by name alone.
        let byProduct = xcodeProjects.flatMap { project in
            package.manifest.targets.compactMap { project.localProductPlatforms[$0.name] }
        }
        guard !clients.isEmpty || !byProduct.isEmpty, !declared.isEmpty else { return declared }
        let linkingTarget = target.map { target in
            package.manifest.products.keys.filter { package.manifest.targets(ofProduct: $0).contains(target) }
                .flatMap { product in
                    clients.compactMap { $0.linkedProductPlatforms[product] } + xcodeProjects.compactMap { $0.localProductPlatforms[product] }
                }
        } ?? []
        let used = linkingTarget.isEmpty
            ? clients.reduce(into: Set<String>()) { $0.formUnion($1.packageClientPlatforms) }.union(byProduct.flatMap { $0 })
            : Set(linkingTarget.flatMap { $0 })
        var narrowed = declared.filter { used.contains($0.key) }
        if used.contains("macCatalyst"), let iOS = declared["iOS"] { narrowed["macCatalyst"] = narrowed["macCatalyst"] ?? iOS }
        return narrowed.isEmpty ? declared : narrowed
    }

    /// The folder a file's project model covers: the repository root holding `.git`, else the
    /// outermost folder above the file that holds a Package.swift or an Xcode project; nil when
    /// there is neither. A folder the project scan skips (`.build`, `Pods`, a hidden folder) is not
    /// part of the project around it: a file below one belongs to the outermost project inside it,
    /// or to the folder just inside it (a dependency's checkout, a generated corpus).
    public static func root(forFolder folder: String) -> String? {
        var current = folder
        var inner = folder
        var outermostManifestFolder: String?
        while true {
            if FileManager.default.fileExists(atPath: current + "/.git") { return current }
            let name = current[current.index(after: current.lastIndex(of: "/") ?? current.startIndex)...]
            if name.hasPrefix(".") || ProjectFiles.skippedFolders.contains(String(name)) {
                return outermostManifestFolder ?? inner
            }
            if FileManager.default.fileExists(atPath: current + "/Package.swift")
                || ((try? FileManager.default.contentsOfDirectory(atPath: current))?.contains { $0.hasSuffix(".xcodeproj") } ?? false) {
                outermostManifestFolder = current
            }
            let parent = FilePaths.folder(of: current)
            if parent == current { return outermostManifestFolder }
            inner = current
            current = parent
        }
    }
}

/// The files of a project that say something about its Swift sources, found in one walk of its
/// folder: manifests, Xcode projects, the Swift files themselves, and localized string tables.
public struct ProjectFiles: Sendable {
    public var packageManifests: [String] = []
    public var xcodeProjects: [String] = []
    public var swiftFiles: [String] = []
    public var stringTables: [String] = []
    /// `.xcassets` folders, whose colour sets `AssetColors` reads.
    public var assetCatalogs: [String] = []
    /// `Info.plist` files (also `…-Info.plist`), and the files that hold build settings
    /// (`project.pbxproj`, `.xcconfig`): whether the app opts out of Dark Mode.
    public var infoPlists: [String] = []
    public var buildConfigurations: [String] = []
    /// Font files (`.ttf`, `.otf`, `.ttc`): whether the app ships faces of its own.
    public var fontFiles: [String] = []
    public var hasProjectGenerator = false
    /// XcodeGen specs (`project.yml`).
    public var xcodeGenSpecs: [String] = []

    /// Folders never walked: build products, dependencies checked out by other tools, and bundles
    /// whose insides are not sources.
    static let skippedFolders: Set<String> = FileDiscovery.skippedFolders
    static let bundleExtensions: Set<String> = [".xcodeproj", ".xcworkspace", ".xcassets", ".docc", ".playground", ".bundle", ".app", ".framework", ".xcframework"]

    public static func scan(_ root: String) -> ProjectFiles {
        var files = ProjectFiles()
        var pending = [root]
        var visited = Set<String>()
        while let folder = pending.popLast() {
            guard visited.insert(folder).inserted, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() {
                if name.hasPrefix(".") { continue }
                let path = folder + "/" + name
                if name.hasSuffix(".swift") {
                    if name == "Package.swift" { files.packageManifests.append(path) }
                    else if (name == "Project.swift" || name == "Workspace.swift"), isTuistManifest(path) { files.hasProjectGenerator = true }
                    else { files.swiftFiles.append(path) }
                    continue
                }
                if name.hasSuffix(".xcodeproj") {
                    files.xcodeProjects.append(path)
                    files.buildConfigurations.append(path + "/project.pbxproj")
                    continue
                }
                if name.hasSuffix("Info.plist") { files.infoPlists.append(path); continue }
                if name.hasSuffix(".xcconfig") { files.buildConfigurations.append(path); continue }
                if name == "project.yml" || name == "project.yaml" { files.hasProjectGenerator = true; files.xcodeGenSpecs.append(path); continue }
                if name.hasSuffix(".strings") || name.hasSuffix(".xcstrings") { files.stringTables.append(path); continue }
                if name.hasSuffix(".xcassets") { files.assetCatalogs.append(path); continue }
                if [".ttf", ".otf", ".ttc"].contains(where: { name.lowercased().hasSuffix($0) }) { files.fontFiles.append(path); continue }
                if skippedFolders.contains(name) || bundleExtensions.contains(where: { name.hasSuffix($0) }) { continue }
                if isFolder(path) { pending.append(path) }
            }
        }
        return files
    }

    /// A Tuist manifest imports ProjectDescription; a model named `Project.swift` is a source.
    private static func isTuistManifest(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 4096)) ?? Data()
        return String(decoding: start, as: UTF8.self).contains("import ProjectDescription")
    }

    /// A folder, not a link to one: links could lead out of the project or around in a loop.
    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
