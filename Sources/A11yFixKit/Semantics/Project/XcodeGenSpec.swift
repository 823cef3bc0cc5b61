import Foundation

/// What an XcodeGen spec (`project.yml`) says of the app it generates, for a repository that does
/// not commit the generated Xcode project: the platforms its targets build for and their lowest
/// deployment versions. Specs write these keys in a small part of YAML (block maps, `- item` and
/// `[a, b]` lists, `{key: value}` maps, quoted or plain scalars), which is all this reads.
struct XcodeGenSpec: Sendable {
    /// The folder of the spec: the files it covers are below it.
    let folder: String
    /// The platforms of its app, extension and library targets (tests and UI tests aside).
    private(set) var platforms: Set<String> = []
    /// The lowest deployment version per platform of those targets.
    private(set) var deploymentTargets: [String: String] = [:]

    static let platformNames: [String: String] = [
        "ios": "iOS", "macos": "macOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS",
    ]

    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { return nil }
        self.init(folder: FilePaths.folder(of: path), text: text)
    }

    init(folder: String, text: String) {
        self.folder = folder
        var defaults: [String: String] = [:]
        var targets: [String: Target] = [:]
        var order: [String] = []
        // The keys above the current line, by indentation.
        var path: [(indent: Int, key: String)] = []
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = XcodeGenSpec.withoutComment(String(rawLine))
            guard let first = line.firstIndex(where: { $0 != " " }) else { continue }
            let indent = line.distance(from: line.startIndex, to: first)
            var content = String(line[first...]).trimmingCharacters(in: .whitespaces)
            // A list may sit at its key's own indentation (`platform:` then `- iOS` below it).
            while let last = path.last, last.indent > indent || last.indent == indent && !content.hasPrefix("- ") {
                path.removeLast()
            }
            let keys = path.map(\.key)
            var isItem = false
            if content.hasPrefix("- ") {
                isItem = true
                content = String(content.dropFirst(2)).trimmingCharacters(in: .whitespaces)
            }
            let (key, value) = XcodeGenSpec.keyValue(content)
            // A list item under `platform:`: `- iOS`.
            if isItem, key == nil, keys.count == 3, keys[0] == "targets", keys[2] == "platform" {
                targets[keys[1], default: Target()].platforms.formUnion(XcodeGenSpec.platforms(in: content))
                continue
            }
            guard let key else { continue }
            switch keys.count {
            case 1 where keys[0] == "targets" && !isItem:
                if targets[key] == nil { order.append(key); targets[key] = Target() }
            case 1 where keys[0] == "options" && key == "deploymentTarget":
                XcodeGenSpec.versions(in: value).forEach { defaults[$0] = $1 }
            case 2 where keys == ["options", "deploymentTarget"]:
                if let platform = XcodeGenSpec.platformNames[key.lowercased()], let version = XcodeGenSpec.scalar(value) { defaults[platform] = version }
            case 2 where keys[0] == "targets":
                var target = targets[keys[1], default: Target()]
                switch key {
                case "type": target.isTest = XcodeGenSpec.scalar(value)?.contains("test") ?? false
                case "platform": target.platforms.formUnion(XcodeGenSpec.platforms(in: value))
                case "supportedDestinations": target.platforms.formUnion(XcodeGenSpec.platforms(in: value))
                case "deploymentTarget":
                    if let version = XcodeGenSpec.scalar(value), !value.hasPrefix("{") { target.version = version } else {
                        XcodeGenSpec.versions(in: value).forEach { target.versions[$0] = $1 }
                    }
                default: break
                }
                targets[keys[1]] = target
            case 3 where keys[0] == "targets" && keys[2] == "deploymentTarget":
                if let platform = XcodeGenSpec.platformNames[key.lowercased()], let version = XcodeGenSpec.scalar(value) {
                    targets[keys[1], default: Target()].versions[platform] = version
                }
            default: break
            }
            if value.isEmpty { path.append((indent, key)) }
        }
        for name in order {
            guard let target = targets[name], !target.isTest else { continue }
            platforms.formUnion(target.platforms)
            for platform in target.platforms {
                guard let version = target.versions[platform] ?? target.version ?? defaults[platform] else { continue }
                if deploymentTargets[platform].map({ Version.isLower(version, than: $0) }) ?? true { deploymentTargets[platform] = version }
            }
        }
    }

    private struct Target {
        var platforms: Set<String> = []
        var isTest = false
        /// `deploymentTarget: "15.0"`, for the target's platform.
        var version: String?
        /// `deploymentTarget: {iOS: "15.0", macOS: "12.0"}`.
        var versions: [String: String] = [:]
    }

    /// The line without a comment: `#` at its start or after a space, outside quotes.
    private static func withoutComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " {
                return String(line.prefix(offset))
            }
            previous = character
        }
        return line
    }

    /// `key: value` → (key, value); `value` alone → (nil, value).
    private static func keyValue(_ content: String) -> (String?, String) {
        guard !content.hasPrefix("{"), !content.hasPrefix("["), let colon = content.firstIndex(of: ":") else { return (nil, content) }
        let after = content.index(after: colon)
        guard after == content.endIndex || content[after] == " " else { return (nil, content) }
        let key = scalar(String(content[..<colon])) ?? ""
        return (key, String(content[after...]).trimmingCharacters(in: .whitespaces))
    }

    /// A plain or quoted scalar, without its quotes; nil for an empty value, a list or a map.
    private static func scalar(_ value: String) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("["), !trimmed.hasPrefix("{") else { return nil }
        if trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first {
            return String(trimmed.dropFirst().dropLast())
        }
        return trimmed
    }

    /// The platforms a value names: `iOS`, `[iOS, macOS]`, `- macOS`; `auto` and others name none.
    private static func platforms(in value: String) -> Set<String> {
        Set(value.split(whereSeparator: { "[], ".contains($0) }).compactMap { platformNames[String($0).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")).lowercased()] })
    }

    /// The versions of a `{iOS: "15.0", macOS: 12.0}` map.
    private static func versions(in value: String) -> [(String, String)] {
        guard value.hasPrefix("{"), value.hasSuffix("}") else { return [] }
        return value.dropFirst().dropLast().split(separator: ",").compactMap { pair in
            let (key, version) = keyValue(String(pair).trimmingCharacters(in: .whitespaces))
            guard let key, let platform = platformNames[key.lowercased()], let version = scalar(version) else { return nil }
            return (platform, version)
        }
    }
}
