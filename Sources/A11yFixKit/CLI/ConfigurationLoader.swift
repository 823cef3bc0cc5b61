import Foundation

/// Problems with one or more config files, each one line; the run stops before any file is processed.
public struct ConfigurationFailure: Error, Equatable {
    public var errors: [ConfigurationError]
}

extension Configuration {
    /// Reads a config file: strict JSON (the same file must load in every tool and on every
    /// platform, so no comments, trailing commas or duplicate keys), decoded with JSONDecoder, then
    /// validated. `path` is how messages name the file.
    public static func parse(_ data: [UInt8], path: String) throws -> Configuration {
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let syntax = StrictJSON.firstError(in: bytes) {
            let location = SourceFile(path: path, bytes: data).location(of: syntax.offset + data.count - bytes.count)
            throw ConfigurationFailure(errors: [ConfigurationError(path: path, location: location, message: "invalid JSON: \(syntax.message)")])
        }
        let value: ConfigurationValue
        do {
            value = try JSONDecoder().decode(ConfigurationValue.self, from: Data(bytes))
        } catch {
            throw ConfigurationFailure(errors: [ConfigurationError(path: path, location: nil, message: "invalid JSON: \(error.localizedDescription)")])
        }
        var validator = ConfigurationValidator()
        let configuration = validator.validate(value)
        if !validator.problems.isEmpty {
            throw ConfigurationFailure(errors: validator.problems.map { ConfigurationError(path: path, location: nil, message: $0) })
        }
        return configuration
    }

    public static func load(path: String, displayPath: String) throws -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read the configuration file" : "no such configuration file"
            throw ConfigurationFailure(errors: [ConfigurationError(path: displayPath, location: nil, message: reason)])
        }
        return try parse(Array(data), path: displayPath)
    }
}

/// Gives each file the configuration that applies to it: the nearest `.a11yfix.json` from the
/// file's folder upward (or `--config FILE` for every file), the command line's flags on top, and the
/// deployment targets of the nearest Package.swift or Xcode project when the config names none. Lookups are cached
/// per folder. The search stops at the repository root (the folder holding `.git`), so a stray
/// config above a checkout never changes what CI sees.
public final class ConfigurationResolver {
    public enum Resolution {
        /// The file is excluded by the config's `exclude` patterns: a11yfix leaves it alone.
        case excluded
        case configured(FixerConfiguration)
        /// Its config file is broken (see `errors`).
        case failed
    }

    public let options: CommandOptions
    public let base: FixerConfiguration
    /// Every problem of every broken config file, in the order the files were found.
    public private(set) var errors: [ConfigurationError] = []

    private let currentDirectory: String
    /// `--config FILE`, absolute: replaces the lookup.
    private let explicitConfigPath: String?
    private struct Loaded {
        var configuration: Configuration
        /// The folder its patterns are relative to; nil for the built-in defaults.
        var folder: String?
        var fixer: FixerConfiguration
    }
    private var configurationsByPath: [String: Loaded?] = [:]
    private var configurationPathByFolder: [String: String?] = [:]
    private var manifestPathByFolder: [String: String?] = [:]
    private var manifestTargetsByPath: [String: [String: String]?] = [:]
    private var projectRootByFolder: [String: String?] = [:]
    private var projectIndexByRoot: [String: ProjectIndex] = [:]
    private lazy var defaults = makeLoaded(Configuration(), folder: nil)
    /// Where project indexes keep their files' declarations between runs; nil with `--no-cache`.
    private let indexCache: IndexCache?
    /// The bytes of files the run reads from elsewhere than the disk, by absolute path.
    private let contents: [String: [UInt8]]

    /// `base` carries what the command line decided (mode, unsafe fixes); rules and rule options
    /// come from the configuration. `contents` are the files a run reads from the git index or
    /// standard input, which the project index takes instead of what is on disk.
    public init(options: CommandOptions, base: FixerConfiguration, currentDirectory: String = FileManager.default.currentDirectoryPath,
                indexCache: IndexCache? = nil, contents: [String: [UInt8]] = [:]) {
        self.options = options
        self.base = base
        self.currentDirectory = currentDirectory
        self.explicitConfigPath = options.configPath.map { FilePaths.absolute($0, in: currentDirectory) }
        self.indexCache = indexCache
        self.contents = contents
    }

    public func resolve(_ path: String) -> Resolution {
        let absolute = FilePaths.absolute(path, in: currentDirectory)
        let folder = FilePaths.folder(of: absolute)
        let configPath = explicitConfigPath ?? nearest(Configuration.fileName, from: folder, cache: \.configurationPathByFolder)
        let loaded: Loaded
        if let configPath {
            guard let found = load(configPath) else { return .failed }
            loaded = found
        } else {
            loaded = defaults
        }
        var fixer = loaded.fixer
        if let configFolder = loaded.folder {
            let components = FilePaths.components(of: absolute, relativeTo: configFolder)
            if loaded.configuration.exclude.contains(where: { $0.matches(components) }) { return .excluded }
            fixer.options.identifierCategory = loaded.configuration.identifierCategory(for: components)
        }
        let project = projectIndex(forFolder: folder)
        let role = project?.model.role(of: absolute) ?? ProjectModel.FileRole(kind: .unknown)
        fixer.project = project
        fixer.options.sourceRole = role.kind
        if let configured = loaded.configuration.deploymentTargets {
            fixer.options.deploymentTargets = configured
            fixer.options.platforms = Set(configured.keys)
        } else if !role.platforms.isEmpty {
            fixer.options.deploymentTargets = role.deploymentTargets
            fixer.options.platforms = role.platforms
        } else {
            fixer.options.deploymentTargets = role.deploymentTargets.isEmpty ? manifestTargets(from: folder) ?? [:] : role.deploymentTargets
            fixer.options.platforms = Set(fixer.options.deploymentTargets.keys)
        }
        return .configured(fixer)
    }

    private func load(_ path: String) -> Loaded? {
        if let cached = configurationsByPath[path] { return cached }
        let display = path == explicitConfigPath ? options.configPath ?? path : FileDiscovery.displayPath(path)
        var loaded: Loaded?
        do {
            loaded = makeLoaded(try Configuration.load(path: path, displayPath: display), folder: FilePaths.folder(of: path))
        } catch let failure as ConfigurationFailure {
            errors += failure.errors
        } catch {
            errors.append(ConfigurationError(path: display, location: nil, message: "\(error)"))
        }
        configurationsByPath[path] = .some(loaded)
        return loaded
    }

    private func makeLoaded(_ configuration: Configuration, folder: String?) -> Loaded {
        var fixer = base
        fixer.rules = configuration.ruleTypes(options: options).map { $0.init() }
        fixer.severityOverrides = configuration.severities
        fixer.options.trackElements = options.track || configuration.trackElements
        fixer.options.symbolLabels = configuration.symbolLabels
        fixer.options.fontStrategy = configuration.fontStrategy
        fixer.scope = configuration.scope
        fixer.strict = configuration.strict
        return Loaded(configuration: configuration, folder: folder, fixer: fixer)
    }

    /// The index of the project `folder` belongs to (see `ProjectModel.root(forFolder:)`), built the
    /// first time a file of it is resolved, over all of the project's files.
    private func projectIndex(forFolder folder: String) -> ProjectIndex? {
        let root: String?
        if let cached = projectRootByFolder[folder] {
            root = cached
        } else {
            root = ProjectModel.root(forFolder: folder)
            projectRootByFolder[folder] = .some(root)
        }
        guard let root else { return nil }
        if let index = projectIndexByRoot[root] { return index }
        let index = ProjectIndex.build(root: root, cache: indexCache, contents: contents,
                                       jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        projectIndexByRoot[root] = index
        return index
    }

    /// The deployment targets of the nearest Package.swift or Xcode project (`*.xcodeproj`), the
    /// package winning when a folder holds both; for files no project compiles by name.
    private func manifestTargets(from folder: String) -> [String: String]? {
        guard let manifest = nearest(from: folder, cache: \.manifestPathByFolder, where: { folder in
            let package = folder + "/Package.swift"
            if FileManager.default.fileExists(atPath: package) { return package }
            let projects = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter { $0.hasSuffix(".xcodeproj") }.sorted() ?? []
            return projects.lazy.map { folder + "/" + $0 + "/project.pbxproj" }.first { FileManager.default.fileExists(atPath: $0) }
        }) else { return nil }
        if let cached = manifestTargetsByPath[manifest] { return cached }
        let targets = manifest.hasSuffix("Package.swift")
            ? FileManager.default.contents(atPath: manifest).flatMap { PackageManifest.deploymentTargets(in: Array($0)) }
            : XcodeProject.load(FilePaths.folder(of: manifest)).map(\.deploymentTargets).flatMap { $0.isEmpty ? nil : $0 }
        manifestTargetsByPath[manifest] = .some(targets)
        return targets
    }

    /// The file named `name` in `folder` or the nearest folder above it, up to the repository root.
    private func nearest(_ name: String, from folder: String, cache: ReferenceWritableKeyPath<ConfigurationResolver, [String: String?]>) -> String? {
        nearest(from: folder, cache: cache) { folder in
            let candidate = folder == "/" ? "/" + name : folder + "/" + name
            return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
        }
    }

    /// What `find` finds in `folder` or the nearest folder above it, up to the repository root.
    private func nearest(from folder: String, cache: ReferenceWritableKeyPath<ConfigurationResolver, [String: String?]>,
                         where find: (String) -> String?) -> String? {
        var visited: [String] = []
        var current = folder
        var found: String?
        while true {
            if let cached = self[keyPath: cache][current] {
                found = cached
                break
            }
            visited.append(current)
            if let candidate = find(current) {
                found = candidate
                break
            }
            let parent = FilePaths.folder(of: current)
            if parent == current || FileManager.default.fileExists(atPath: current + "/.git") { break }
            current = parent
        }
        for folder in visited { self[keyPath: cache][folder] = .some(found) }
        return found
    }
}

/// Absolute, normalized paths without touching the file system (symbolic links stay as written, so a
/// file and its config are found along the same path the user gave).
enum FilePaths {
    static func absolute(_ path: String, in currentDirectory: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The components of an absolute path below `folder`; the whole path's when it is elsewhere.
    static func components(of path: String, relativeTo folder: String) -> [Substring] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        if path.hasPrefix(prefix) { return path.dropFirst(prefix.count).split(separator: "/") }
        return path.split(separator: "/")
    }
}

/// The first place a text is not strict JSON (RFC 8259): what a11yfix accepts on every platform,
/// whatever the local JSONDecoder tolerates.
enum StrictJSON {
    struct SyntaxError: Error {
        var offset: Int
        var message: String
    }

    static func firstError(in bytes: [UInt8]) -> (offset: Int, message: String)? {
        var scanner = Scanner(bytes: bytes)
        do {
            scanner.skipWhitespace()
            if scanner.position == bytes.count { throw SyntaxError(offset: 0, message: "the file is empty; a configuration is a JSON object such as {}") }
            try scanner.value(depth: 0)
            scanner.skipWhitespace()
            if scanner.position < bytes.count { throw SyntaxError(offset: scanner.position, message: "unexpected text after the end of the JSON value") }
            return nil
        } catch let error as SyntaxError {
            return (error.offset, error.message)
        } catch {
            return (scanner.position, "\(error)")
        }
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
        }

        func fail(_ message: String, at offset: Int? = nil) -> SyntaxError { SyntaxError(offset: offset ?? position, message: message) }

        func unexpected(_ expectation: String) -> SyntaxError {
            guard let byte = current else { return fail("unexpected end of file; \(expectation)") }
            if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*") {
                return fail("JSON has no comments; use a \"$comment\" key")
            }
            return fail(expectation)
        }

        mutating func value(depth: Int) throws {
            guard depth < 256 else { throw fail("nesting deeper than 256 levels") }
            switch current ?? 0 {
            case UInt8(ascii: "{"): try object(depth: depth)
            case UInt8(ascii: "["): try array(depth: depth)
            case UInt8(ascii: "\""): _ = try string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            case UInt8(ascii: "'"): throw fail("strings need double quotes")
            default: throw unexpected("expected a value (an object, a list, a string, a number, true, false or null)")
            }
        }

        mutating func object(depth: Int) throws {
            position += 1
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                position += 1
                return
            }
            var keys = Set<String>()
            while true {
                guard current == UInt8(ascii: "\"") else {
                    throw unexpected(current == UInt8(ascii: "}") ? "trailing comma before '}' (JSON allows none)" : "expected a key in double quotes")
                }
                let keyStart = position
                let key = try string()
                guard keys.insert(key).inserted else { throw fail("duplicate key '\(key)'", at: keyStart) }
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw unexpected("expected ':' after the key '\(key)'") }
                position += 1
                skipWhitespace()
                try value(depth: depth + 1)
                skipWhitespace()
                if current == UInt8(ascii: "}") {
                    position += 1
                    return
                }
                guard current == UInt8(ascii: ",") else { throw unexpected("expected ',' or '}' after a value") }
                position += 1
                skipWhitespace()
            }
        }

        mutating func array(depth: Int) throws {
            position += 1
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                position += 1
                return
            }
            while true {
                if current == UInt8(ascii: "]") { throw fail("trailing comma before ']' (JSON allows none)") }
                try value(depth: depth + 1)
                skipWhitespace()
                if current == UInt8(ascii: "]") {
                    position += 1
                    return
                }
                guard current == UInt8(ascii: ",") else { throw unexpected("expected ',' or ']' after a value") }
                position += 1
                skipWhitespace()
            }
        }

        mutating func string() throws -> String {
            let start = position
            position += 1
            var text: [UInt8] = []
            while let byte = current {
                switch byte {
                case UInt8(ascii: "\""):
                    position += 1
                    return String(decoding: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    position += 1
                    guard let escaped = current else { continue }
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                         UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        text.append(byte)
                        text.append(escaped)
                        position += 1
                    case UInt8(ascii: "u"):
                        let digits = bytes[(position + 1)..<min(position + 5, bytes.count)]
                        guard digits.count == 4, digits.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }) else {
                            throw fail("'\\u' needs four hexadecimal digits", at: position - 1)
                        }
                        text.append(contentsOf: bytes[(position - 1)..<(position + 5)])
                        position += 5
                    default:
                        throw fail("invalid escape '\\\(String(UnicodeScalar(escaped)))' in a string", at: position - 1)
                    }
                case 0..<0x20:
                    throw fail(byte == 0x0A ? "unterminated string (a line break in a string must be written \\n)" : "control character in a string; escape it")
                default:
                    text.append(byte)
                    position += 1
                }
            }
            throw fail("unterminated string", at: start)
        }

        mutating func number() throws {
            let start = position
            if current == UInt8(ascii: "-") { position += 1 }
            func digits() -> Int {
                let from = position
                while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { position += 1 }
                return position - from
            }
            let integerStart = position
            let integerDigits = digits()
            guard integerDigits > 0 else { throw fail("invalid number", at: start) }
            if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { throw fail("numbers cannot start with 0", at: start) }
            if current == UInt8(ascii: ".") {
                position += 1
                guard digits() > 0 else { throw fail("invalid number: digits must follow '.'", at: start) }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                position += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
                guard digits() > 0 else { throw fail("invalid number: digits must follow the exponent", at: start) }
            }
        }

        mutating func literal(_ word: String) throws {
            let expected = Array(word.utf8)
            guard bytes[position...].starts(with: expected) else {
                throw fail("expected a value (an object, a list, a string, a number, true, false or null)")
            }
            position += expected.count
        }
    }
}

/// `a11yfix init --config`: a starter `.a11yfix.json` with every key at its default and a
/// `$comment` beside each saying what it does (JSON has no comments).
public enum StarterConfiguration {
    public static let text = """
    {
      "$comment": "a11yfix configuration. Every key is optional; the values below are the defaults. Keys starting with $comment are ignored. Reference: docs/configuration.md. Command-line flags (--rules, --disable, --identifiers, --track) win over this file.",
      "version": 1,

      "$comment-rules": "Which rules run (a11yfix --list-rules lists them). only: null runs the default rules, a list runs exactly those. enable: opt-in rules to run as well, such as accessibility-identifier. disable: rules that never run.",
      "rules": {
        "only": null,
        "enable": [],
        "disable": []
      },

      "$comment-severity": "A rule's severity as reported, by rule id: blocks (reported as an error), degrades (a warning) or incomplete (a note). Example: {\\"reduce-motion\\": \\"blocks\\"}",
      "severity": {},

      "$comment-exclude": "Files and folders a11yfix leaves alone, as glob patterns relative to this file's folder: * and ? within a name, ** across folders. A pattern without / matches at any depth. Example: [\\"**/Generated/**\\", \\"*.pb.swift\\"]",
      "exclude": [],

      "$comment-deploymentTargets": "Minimum OS versions, which decide the platforms a file is built for and the APIs fixes use. null reads them from the Xcode targets or package targets that compile each file. Example: {\\"iOS\\": \\"16.0\\", \\"macOS\\": \\"13.0\\"}",
      "deploymentTargets": null,

      "$comment-identifiers": "For the opt-in accessibility-identifier rule. track: also add .trackElement(...) (as --track). categories: the first word of the identifiers of the files in a folder (relative to this file), instead of the View's name. Example: {\\"Sources/Settings\\": \\"settings\\"}",
      "identifiers": {
        "track": false,
        "categories": {}
      },

      "$comment-symbolLabels": "Labels for SF Symbols, used before a11yfix's own vocabulary: your custom symbols, or your app's words. Example: {\\"custom.bolt.badge\\": \\"Boost\\"}",
      "symbolLabels": {},

      "$comment-fontStrategy": "What a fixed font size becomes. automatic: the text style of exactly that size on iOS-only code, else a @ScaledMetric size that keeps it. textStyles: always the nearest text style. scaledMetric: always a @ScaledMetric size that keeps the exact size.",
      "fontStrategy": "automatic",

      "$comment-scope": "Code that never reaches users, which a11yfix leaves alone unless listed here: previews (#Preview, PreviewProvider, views only previews use), debug (#if DEBUG), tests (files only test targets compile), uncompiled (files no target compiles; #if false branches are never checked). Example: [\\"previews\\"]",
      "scope": [],

      "$comment-strict": "true: findings that block assistive tech (🔴) say error: instead of warning: in text output, as --strict, so an Xcode build, swift build and the build-tool plugin fail on them.",
      "strict": false
    }

    """

    /// Writes the starter config into `folder`, never over an existing one.
    public static func write(into folder: String) throws -> String {
        let path = folder.hasSuffix("/") ? folder + Configuration.fileName : folder + "/" + Configuration.fileName
        let display = FileDiscovery.displayPath(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw UsageError("\(folder): no such folder")
        }
        guard !FileManager.default.fileExists(atPath: path) else {
            throw UsageError("\(display) already exists; not overwritten (edit it, or delete it first)")
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        } catch {
            throw UsageError("\(display): cannot write the file: \(FileDiscovery.reason(error))")
        }
        return display
    }
}
