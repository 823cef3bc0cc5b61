/// Which OS versions code runs on: the project's deployment targets, raised where the code says it
/// needs more. A View marked `@available(macOS 12, *)`, or code inside `if #available(iOS 15, *)`,
/// runs only there, so a fix in it can use that version's APIs even when the app supports older
/// systems.
extension RuleContext {
    /// The major version of each platform the project targets (lowercased keys: `ios`, `macos`…) that
    /// holds where `node` runs.
    public func deploymentMajorVersions(at node: SyntaxNode) -> [String: Int] {
        var versions: [String: Int] = [:]
        for (platform, version) in options.deploymentTargets {
            let key = platform.lowercased()
            if let major = RuleContext.majorVersion(version, platform: key) { versions[key] = major }
        }
        guard !versions.isEmpty else { return versions }
        for required in requiredVersions(around: node) {
            for (platform, major) in required {
                // Mac Catalyst runs iOS code: what iOS requires, it requires too.
                for key in platform == "ios" ? ["ios", "maccatalyst"] : [platform] where versions[key] != nil {
                    versions[key] = max(versions[key] ?? 0, major)
                }
            }
        }
        return versions
    }

    /// The major version of `version` (`"15.0"` → 15). macOS 10.16 is macOS 11, under its other name.
    static func majorVersion(_ version: String, platform: String) -> Int? {
        let parts = version.split(separator: ".").map { Int($0.prefix { $0.isNumber }) }
        guard let major = parts.first ?? nil else { return nil }
        if platform == "macos", major == 10, parts.count > 1, let minor = parts[1], minor >= 16 { return 11 }
        return major
    }

    /// What the declarations and conditions around `node` require, innermost first: each
    /// `@available(iOS 15, macOS 12, *)` of an enclosing type, function or property, each
    /// `if #available(…)` whose first branch holds it, each `guard #available(…)` before it.
    private func requiredVersions(around node: SyntaxNode) -> [[String: Int]] {
        var result: [[String: Int]] = []
        var child = node
        for ancestor in node.ancestors() {
            switch ancestor {
            case let type as TypeDeclNode: result.append(contentsOf: type.attributes.compactMap(RuleContext.introducedVersions))
            case let function as FunctionDeclNode: result.append(contentsOf: function.attributes.compactMap(RuleContext.introducedVersions))
            case let variable as VariableDeclNode: result.append(contentsOf: variable.attributes.map(\.text).compactMap(RuleContext.introducedVersions))
            case let statement as StatementNode where statement.keyword == "if" && child === statement.blocks.first:
                result.append(contentsOf: statement.conditions.compactMap { availabilityCheck(in: $0) })
            case is BlockNode, is ClosureNode:
                for case let guardStatement as StatementNode in ancestor.children where guardStatement.keyword == "guard" && guardStatement.lastToken < child.firstToken {
                    result.append(contentsOf: guardStatement.conditions.compactMap { availabilityCheck(in: $0) })
                }
            default:
                break
            }
            child = ancestor
        }
        return result
    }

    /// The versions a `#available(iOS 15, macOS 12, *)` condition checks for.
    func availabilityCheck(in condition: ExpressionNode) -> [String: Int]? {
        guard let start = (condition.firstToken...condition.lastToken).first(where: {
            tree.tokens[$0].kind == .poundKeyword && tree.text(ofToken: $0) == "#available"
        }) else { return nil }
        guard start < condition.lastToken, tree.tokens[start + 1].kind == .leftParen else { return nil }
        var depth = 0
        for index in (start + 1)...condition.lastToken {
            switch tree.tokens[index].kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            default: continue
            }
            if depth == 0 { return RuleContext.platformVersions(inArguments: tree.file.text(tree.tokens[start].start..<tree.tokens[index].end)) }
        }
        return nil
    }

    /// The versions an `@available` attribute introduces the declaration in: `@available(iOS 15, *)`,
    /// `@available(macOS, introduced: 12)`; nil for `@available(*, deprecated)` and the like.
    static func introducedVersions(_ attribute: String) -> [String: Int]? {
        guard attribute.hasPrefix("@available") else { return nil }
        return platformVersions(inArguments: attribute)
    }

    /// `(iOS 15.0, macOS 12, *)` → ["ios": 15, "macos": 12]; `(macOS, introduced: 12)` → ["macos": 12].
    static func platformVersions(inArguments text: String) -> [String: Int]? {
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else { return nil }
        let arguments = text[text.index(after: open)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        var result: [String: Int] = [:]
        for argument in arguments {
            let words = argument.split(whereSeparator: { $0 == " " || $0 == ":" }).map(String.init)
            guard let first = words.first, let platform = RuleContext.availabilityPlatforms[first] else {
                if words.first == "introduced", words.count == 2, let platform = result.keys.first, result[platform] == 0 {
                    result[platform] = majorVersion(words[1], platform: platform)
                }
                continue
            }
            if words.count == 2, let major = majorVersion(words[1], platform: platform) {
                result[platform] = major
            } else if words.count == 1, arguments.count > 1 {
                result[platform] = 0  // `@available(macOS, introduced: 12)`: the version follows
            }
        }
        result = result.filter { $0.value > 0 }
        return result.isEmpty ? nil : result
    }

    /// The platform names `@available` and `#available` take, as the deployment targets spell them.
    static let availabilityPlatforms: [String: String] = [
        "iOS": "ios", "iOSApplicationExtension": "ios", "macOS": "macos", "OSX": "macos", "macOSApplicationExtension": "macos",
        "OSXApplicationExtension": "macos", "macCatalyst": "maccatalyst", "macCatalystApplicationExtension": "maccatalyst",
        "tvOS": "tvos", "tvOSApplicationExtension": "tvos", "watchOS": "watchos", "watchOSApplicationExtension": "watchos",
        "visionOS": "visionos", "xrOS": "visionos",
    ]
}
