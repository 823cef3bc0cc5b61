import Foundation

/// What an Xcode project says about the Swift files under it: its targets, the files each one
/// compiles (listed one by one, or a whole synchronized folder with its exceptions), the platforms
/// each builds for and their deployment versions, and which targets are tests. Read from
/// `project.pbxproj` and the `.xcconfig` files its build configurations are based on.
public struct XcodeProject: Sendable {
    public struct Target: Sendable, Equatable {
        public var name: String
        public var productType: String
        /// The platforms the target builds for: `iOS`, `macOS`, `macCatalyst`, `tvOS`, `watchOS`, `visionOS`.
        public var platforms: Set<String>
        /// The lowest deployment version per platform across the target's configurations.
        public var deploymentTargets: [String: String]

        public var isTest: Bool { productType.hasSuffix(".unit-test") || productType.hasSuffix(".ui-testing") }
    }

    /// The `.xcodeproj` folder.
    public var path: String
    public var targets: [Target]
    /// For each Swift file a target compiles by name: the indices of those targets.
    var targetsByFile: [String: [Int]]
    /// For a file a target compiles only on some of its platforms (`platformFilters = (macos, )` on
    /// its build file): those platforms, by target index.
    var platformFiltersByFile: [String: [Int: Set<String>]]
    /// Folders whose files targets compile without listing them (Xcode 16's synchronized groups).
    var synchronizedFolders: [SynchronizedFolder]
    /// Every file and folder the project refers to, whether or not a target compiles it.
    var referencedPaths: Set<String>
    /// Folders the project refers to as a whole, among them the local Swift packages it uses.
    public var referencedFolders: [String]
    /// The platforms the project builds packages' code for: those of its targets that use packages
    /// (of every target that is not a test when none says).
    public var packageClientPlatforms: Set<String>
    /// The products of local packages its targets use by name alone (`productName = BugReport` with no
    /// package reference: a package of the workspace), with the platforms of those targets.
    public var localProductPlatforms: [String: Set<String>]
    /// Every package product its targets link (`productName`, of a local or remote package), with
    /// the platforms of the targets that link it: a package's product built only by a Mac app is Mac code.
    public var linkedProductPlatforms: [String: Set<String>]

    struct SynchronizedFolder: Sendable {
        var path: String
        /// The targets that compile the folder's files.
        var targets: [Int]
        /// Per target, paths relative to the folder whose membership is the opposite of the folder's.
        var exceptions: [Int: Set<String>]
    }

    /// What the project says of one file.
    public enum Membership: Equatable, Sendable {
        /// Compiled by these targets.
        case targets([Target])
        /// The project refers to the file but no target compiles it.
        case notCompiled
        /// The project does not know the file.
        case unknown
    }

    public func membership(of file: String) -> Membership {
        var indices = Set(targetsByFile[file] ?? [])
        var inSynchronizedFolder = false
        for folder in synchronizedFolders where file.hasPrefix(folder.path + "/") {
            inSynchronizedFolder = true
            let relative = String(file.dropFirst(folder.path.count + 1))
            for target in targets.indices {
                let flipped = folder.exceptions[target]?.contains(relative) ?? false
                if folder.targets.contains(target) != flipped { indices.insert(target) }
            }
        }
        if !indices.isEmpty {
            return .targets(indices.sorted().map { index in
                var target = targets[index]
                if let filter = platformFiltersByFile[file]?[index] {
                    target.platforms.formIntersection(filter)
                    target.deploymentTargets = target.deploymentTargets.filter { filter.contains($0.key) }
                }
                return target
            })
        }
        if inSynchronizedFolder || referencedPaths.contains(file) { return .notCompiled }
        return .unknown
    }

    /// Reads `path` (a `.xcodeproj` folder); nil when its project file is missing or unreadable.
    public static func load(_ path: String) -> XcodeProject? {
        guard let bytes = FileManager.default.contents(atPath: path + "/project.pbxproj"),
              let plist = try? PropertyList.parse(Array(bytes)) else { return nil }
        return XcodeProject(path: path, plist: plist)
    }

    init?(path: String, plist: PropertyList) {
        guard let objects = plist["objects"]?.dictionary, let rootID = plist["rootObject"]?.string,
              let project = objects[rootID] else { return nil }
        self.path = path
        let projectFolder = FilePaths.folder(of: path)
        let sourceRoot = project["projectDirPath"]?.string.flatMap { $0.isEmpty ? nil : $0 }
            .map { $0.hasPrefix("/") ? $0 : FilePaths.absolute($0, in: projectFolder) } ?? projectFolder

        // Where every file reference, group and synchronized folder is, walking the group tree.
        var locations: [String: String] = [:]
        func visit(_ id: String, parent: String) {
            guard let element = objects[id] else { return }
            let written = element["path"]?.string
            let location: String?
            switch element["sourceTree"]?.string ?? "<group>" {
            case "<group>": location = written.map { FilePaths.absolute($0, in: parent) } ?? parent
            case "SOURCE_ROOT": location = written.map { FilePaths.absolute($0, in: sourceRoot) } ?? sourceRoot
            case "<absolute>": location = written
            default: location = nil  // built products, SDKs, the developer folder
            }
            guard let location else { return }
            locations[id] = location
            for child in element["children"]?.strings ?? [] { visit(child, parent: location) }
        }
        if let mainGroup = project["mainGroup"]?.string { visit(mainGroup, parent: sourceRoot) }
        referencedPaths = Set(locations.values)
        var folders: [String] = []
        for (id, element) in objects {
            switch element["isa"]?.string {
            case "PBXFileReference"?:
                if let type = element["lastKnownFileType"]?.string, type == "folder" || type == "wrapper", let location = locations[id] { folders.append(location) }
            case "XCLocalSwiftPackageReference"?:
                if let relative = element["relativePath"]?.string { folders.append(FilePaths.absolute(relative, in: sourceRoot)) }
            default:
                break
            }
        }
        referencedFolders = folders.sorted()

        let projectSettings = XcodeProject.settings(of: project["buildConfigurationList"]?.string, objects: objects, locations: locations)
        var targets: [Target] = []
        var targetsByFile: [String: [Int]] = [:]
        var platformFiltersByFile: [String: [Int: Set<String>]] = [:]
        var synchronizedTargets: [String: [Int]] = [:]
        var synchronizedExceptions: [String: [Int: Set<String>]] = [:]
        var targetIndexByID: [String: Int] = [:]
        var packageClients = Set<Int>()
        var localProductPlatforms: [String: Set<String>] = [:]
        var linkedProductPlatforms: [String: Set<String>] = [:]
        let targetIDs = (project["targets"]?.strings ?? []).filter { objects[$0]?["isa"]?.string == "PBXNativeTarget" }
        for (index, id) in targetIDs.enumerated() { targetIndexByID[id] = index }
        for (index, id) in targetIDs.enumerated() {
            guard let target = objects[id] else { continue }
            let settings = XcodeProject.settings(of: target["buildConfigurationList"]?.string, objects: objects, locations: locations,
                                                 inheriting: projectSettings)
            let (platforms, versions) = XcodeProject.platforms(from: settings)
            targets.append(Target(name: target["name"]?.string ?? "", productType: target["productType"]?.string ?? "",
                                  platforms: platforms, deploymentTargets: versions))
            if !(target["packageProductDependencies"]?.strings ?? []).isEmpty, !targets[index].isTest { packageClients.insert(index) }
            for dependency in target["packageProductDependencies"]?.strings ?? [] where !targets[index].isTest {
                guard let product = objects[dependency], let name = product["productName"]?.string else { continue }
                linkedProductPlatforms[name, default: []].formUnion(platforms)
                if product["package"] == nil { localProductPlatforms[name, default: []].formUnion(platforms) }
            }
            for phase in target["buildPhases"]?.strings ?? [] where objects[phase]?["isa"]?.string == "PBXSourcesBuildPhase" {
                for buildFile in objects[phase]?["files"]?.strings ?? [] {
                    guard let reference = objects[buildFile]?["fileRef"]?.string else { continue }
                    // A variant group stands for its localized children.
                    let files = objects[reference]?["isa"]?.string == "PBXVariantGroup" ? objects[reference]?["children"]?.strings ?? [] : [reference]
                    let filterNames = (objects[buildFile]?["platformFilters"]?.strings ?? []) + (objects[buildFile]?["platformFilter"]?.string.map { [$0] } ?? [])
                    let filter = Set(filterNames.compactMap { XcodeProject.platformOfFilter[$0] })
                    for file in files {
                        guard let location = locations[file] else { continue }
                        targetsByFile[location, default: []].append(index)
                        if !filter.isEmpty { platformFiltersByFile[location, default: [:]][index] = filter }
                    }
                }
            }
            for group in target["fileSystemSynchronizedGroups"]?.strings ?? [] {
                synchronizedTargets[group, default: []].append(index)
            }
        }
        for (id, element) in objects where element["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            for exceptionID in element["exceptions"]?.strings ?? [] {
                guard let exception = objects[exceptionID], exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      let target = exception["target"]?.string.flatMap({ targetIndexByID[$0] }) else { continue }
                synchronizedExceptions[id, default: [:]][target, default: []].formUnion(exception["membershipExceptions"]?.strings ?? [])
            }
        }
        self.targets = targets
        self.targetsByFile = targetsByFile
        self.platformFiltersByFile = platformFiltersByFile
        let clients = packageClients.isEmpty ? Set(targets.indices.filter { !targets[$0].isTest }) : packageClients
        packageClientPlatforms = Set(clients.flatMap { targets[$0].platforms })
        self.localProductPlatforms = localProductPlatforms
        self.linkedProductPlatforms = linkedProductPlatforms
        synchronizedFolders = objects.compactMap { id, element in
            guard element["isa"]?.string == "PBXFileSystemSynchronizedRootGroup", let location = locations[id] else { return nil }
            return SynchronizedFolder(path: location, targets: synchronizedTargets[id] ?? [], exceptions: synchronizedExceptions[id] ?? [:])
        }.sorted { $0.path < $1.path }
    }

    /// The build settings of a configuration list, per configuration, each over the `.xcconfig` it is
    /// based on and over `inheriting` (the project's settings of the same configuration).
    private static func settings(of listID: String?, objects: [String: PropertyList], locations: [String: String],
                                 inheriting: [String: [String: String]] = [:]) -> [String: [String: String]] {
        guard let listID, let list = objects[listID] else { return inheriting }
        var result: [String: [String: String]] = [:]
        for configurationID in list["buildConfigurations"]?.strings ?? [] {
            guard let configuration = objects[configurationID] else { continue }
            let name = configuration["name"]?.string ?? configurationID
            var settings = inheriting[name] ?? [:]
            // An `.xcconfig` by reference, or (Xcode 16) by its path inside a synchronized folder.
            let base = configuration["baseConfigurationReference"]?.string.flatMap { locations[$0] }
                ?? configuration["baseConfigurationReferenceAnchor"]?.string.flatMap { anchor in
                    configuration["baseConfigurationReferenceRelativePath"]?.string.flatMap { relative in
                        locations[anchor].map { FilePaths.absolute(relative, in: $0) }
                    }
                }
            if let base {
                var visited = Set<String>()
                settings.merge(XcodeConfigFile.settings(at: base, visited: &visited)) { $1 }
            }
            for (key, value) in configuration["buildSettings"]?.dictionary ?? [:] {
                settings[key] = value.string ?? value.strings.joined(separator: " ")
            }
            result[name] = settings
        }
        return result
    }

    static let deploymentSettings: [(setting: String, platform: String)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", "iOS"), ("MACOSX_DEPLOYMENT_TARGET", "macOS"), ("TVOS_DEPLOYMENT_TARGET", "tvOS"),
        ("WATCHOS_DEPLOYMENT_TARGET", "watchOS"), ("XROS_DEPLOYMENT_TARGET", "visionOS"),
    ]
    static let platformOfSDK: [String: String] = [
        "iphoneos": "iOS", "iphonesimulator": "iOS", "macosx": "macOS", "appletvos": "tvOS", "appletvsimulator": "tvOS",
        "watchos": "watchOS", "watchsimulator": "watchOS", "xros": "visionOS", "xrsimulator": "visionOS",
    ]

    /// A build file's platform filter (`platformFilter = ios;`, `platformFilters = (macos, xros, );`).
    static let platformOfFilter: [String: String] = [
        "ios": "iOS", "maccatalyst": "macCatalyst", "macos": "macOS", "tvos": "tvOS", "watchos": "watchOS", "xros": "visionOS",
    ]

    /// The platforms a target builds for, from `SDKROOT`, `SUPPORTED_PLATFORMS` and
    /// `SUPPORTS_MACCATALYST`, and the lowest deployment version of each. An iOS target that lists
    /// `macosx` among its platforms runs on the Mac through Mac Catalyst, with UIKit: that is
    /// `macCatalyst`, not `macOS`.
    static func platforms(from configurations: [String: [String: String]]) -> (Set<String>, [String: String]) {
        var platforms = Set<String>()
        var versions: [String: String] = [:]
        for settings in configurations.values {
            let sdkroot = settings["SDKROOT"].flatMap { platformOfSDK[$0] }
            let supported = Set((settings["SUPPORTED_PLATFORMS"] ?? "").split(separator: " ").compactMap { platformOfSDK[String($0)] })
            var configured = supported.union(sdkroot.map { [$0] } ?? [])
            if sdkroot == "iOS", configured.contains("macOS") {
                configured.remove("macOS")
                configured.insert("macCatalyst")
            }
            if settings["SUPPORTS_MACCATALYST"] == "YES", configured.contains("iOS") { configured.insert("macCatalyst") }
            platforms.formUnion(configured)
            for (setting, platform) in deploymentSettings {
                guard let value = settings[setting], !value.isEmpty, value.allSatisfy({ $0.isNumber || $0 == "." }) else { continue }
                let version = value.contains(".") ? value : value + ".0"
                if versions[platform].map({ Version.isLower(version, than: $0) }) ?? true { versions[platform] = version }
            }
        }
        if platforms.contains("macCatalyst"), let iOS = versions["iOS"], versions["macCatalyst"] == nil { versions["macCatalyst"] = iOS }
        // Versions of platforms the target does not build for are leftovers of a template.
        if !platforms.isEmpty { versions = versions.filter { platforms.contains($0.key) } }
        return (platforms, versions)
    }

    /// The lowest deployment version per platform over every target that is not a test: what code
    /// the project builds must run on when a file's own targets are not known.
    public var deploymentTargets: [String: String] {
        var result: [String: String] = [:]
        for target in targets where !target.isTest {
            for (platform, version) in target.deploymentTargets where result[platform].map({ Version.isLower(version, than: $0) }) ?? true {
                result[platform] = version
            }
        }
        return result
    }
}

/// `KEY = value` lines of an `.xcconfig`, with `#include "other.xcconfig"`; conditional settings
/// (`KEY[sdk=…]`) are skipped.
enum XcodeConfigFile {
    static func settings(at path: String, visited: inout Set<String>) -> [String: String] {
        guard visited.insert(path).inserted, let bytes = FileManager.default.contents(atPath: path) else { return [:] }
        var settings: [String: String] = [:]
        for rawLine in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces) }
            if line.hasPrefix("#include") {
                let included = line.drop { $0 != "\"" }.dropFirst().prefix { $0 != "\"" }
                guard !included.isEmpty else { continue }
                let includedPath = included.hasPrefix("/") ? String(included) : FilePaths.absolute(String(included), in: FilePaths.folder(of: path))
                settings.merge(XcodeConfigFile.settings(at: includedPath, visited: &visited)) { $1 }
                continue
            }
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = parts[0].trimmingCharacters(in: .whitespaces)
            guard !key.contains("["), !key.isEmpty else { continue }
            settings[key] = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t;\""))
        }
        return settings
    }
}

/// Dotted version numbers such as `16.4`.
public enum Version {
    public static func isLower(_ version: String, than other: String) -> Bool {
        let left = version.split(separator: ".").map { Int($0) ?? 0 }
        let right = other.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(left.count, right.count) {
            let (a, b) = (index < left.count ? left[index] : 0, index < right.count ? right[index] : 0)
            if a != b { return a < b }
        }
        return false
    }
}
