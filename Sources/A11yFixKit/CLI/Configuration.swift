import Foundation

/// A team's `.a11yfix.json`, validated. Every key is optional; docs/configuration.md documents each.
/// Paths in it (`exclude`, `identifiers.categories`) are relative to the folder the file is in.
public struct Configuration: Equatable, Sendable {
    public static let fileName = ".a11yfix.json"
    public static let version = 1

    /// `rules.only`: exactly these rules run (as `--rules`); nil runs the default rules.
    public var onlyRules: [String]?
    /// `rules.enable`: opt-in rules that run as well.
    public var enabledRules: [String] = []
    /// `rules.disable`: rules that do not run.
    public var disabledRules: [String] = []
    /// `severity`: a rule's triage severity as reported (and so its level: blocks are errors), by rule id.
    public var severities: [String: Severity] = [:]
    /// `exclude`: files and folders a11yfix leaves alone.
    public var exclude: [Glob] = []
    /// `deploymentTargets`: minimum OS versions by platform; nil reads them from the nearest Package.swift or Xcode project.
    public var deploymentTargets: [String: String]?
    /// `identifiers.track`: identifier fixes also add `.trackElement(…)` (as `--track`).
    public var trackElements = false
    /// `identifiers.categories`: the identifier category of the files in a folder.
    public var identifierCategories: [IdentifierCategory] = []
    /// `symbolLabels`: labels for SF Symbols (the team's custom symbols, or better words than a11yfix's).
    public var symbolLabels: [String: String] = [:]
    /// `fontStrategy`: what fixed font sizes become.
    public var fontStrategy: FontStrategy = .automatic
    /// `scope`: code that never reaches users which is checked anyway (previews, debug code, tests,
    /// files no target compiles).
    public var scope: Set<CodeScope> = []
    /// `strict`: findings that block assistive tech say `error:` in text output (as `--strict`), so
    /// Xcode, `swift build` and the build-tool plugin fail on them.
    public var strict = false

    public struct IdentifierCategory: Equatable, Sendable {
        public var folder: Glob
        public var category: String
    }

    public init() {}

    public static let platforms = ["iOS", "macOS", "macCatalyst", "tvOS", "watchOS", "visionOS", "driverKit"]

    /// The rules to run with this configuration and the command line's rule flags, which win:
    /// `--rules` replaces the configured selection, `--disable` and `--identifiers` apply on top.
    public func ruleTypes(options: CommandOptions) -> [any Rule.Type] {
        var selected: [any Rule.Type]
        if let enabled = options.enabledRules {
            selected = RuleRegistry.all.filter { enabled.contains($0.description.id) }
        } else {
            if let only = onlyRules {
                selected = RuleRegistry.all.filter { only.contains($0.description.id) }
            } else {
                selected = RuleRegistry.all.filter { !$0.description.isOptIn || enabledRules.contains($0.description.id) }
            }
            selected.removeAll { disabledRules.contains($0.description.id) }
            if options.identifiers, !selected.contains(where: { $0.description.id == "accessibility-identifier" }),
               let identifiers = RuleRegistry.rule(withID: "accessibility-identifier") {
                selected.append(identifiers)
            }
        }
        selected.removeAll { options.disabledRules.contains($0.description.id) }
        return selected
    }

    /// The `identifiers.categories` entry for a file (path components relative to the config's
    /// folder): the one matching the deepest folder, then the longest pattern.
    public func identifierCategory(for components: [Substring]) -> String? {
        var best: (depth: Int, pattern: String, category: String)?
        for entry in identifierCategories {
            guard let depth = entry.folder.deepestMatch(components) else { continue }
            if let current = best, (current.depth, current.pattern.count, entry.folder.pattern) >= (depth, entry.folder.pattern.count, current.pattern) { continue }
            best = (depth, entry.folder.pattern, entry.category)
        }
        return best?.category
    }
}

/// A problem with a config file: one line naming the file (and the place, for JSON syntax errors).
public struct ConfigurationError: Error, Equatable {
    public var path: String
    public var location: SourceLocation?
    public var message: String
}

/// A JSON value as Foundation's JSONDecoder reads it, so validation can say what it found.
indirect enum ConfigurationValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ConfigurationValue])
    case object([String: ConfigurationValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode([ConfigurationValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: ConfigurationValue].self))
        }
    }

    var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "true/false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "a list"
        case .object: return "an object"
        }
    }
}

/// Turns the decoded JSON into a `Configuration`, collecting every problem rather than stopping at
/// the first, so a team fixes its file in one go. Keys starting with `$comment` are comments.
struct ConfigurationValidator {
    private(set) var problems: [String] = []

    static let topLevelKeys = ["version", "rules", "severity", "exclude", "deploymentTargets", "identifiers", "symbolLabels", "fontStrategy", "scope", "strict"]
    static let ruleKeys = ["only", "enable", "disable"]
    static let identifierKeys = ["track", "categories"]

    mutating func validate(_ root: ConfigurationValue) -> Configuration {
        var configuration = Configuration()
        guard case let .object(members) = root else {
            problems.append("the configuration must be a JSON object ({ … }), not \(root.kindName)")
            return configuration
        }
        for (key, value) in entries(members, path: nil, accepted: Self.topLevelKeys) {
            switch key {
            case "version":
                if value != .number(Double(Configuration.version)) {
                    let found: String
                    if case let .number(number) = value { found = number.rounded() == number ? String(Int(number)) : String(number) } else { found = value.kindName }
                    problems.append("'version' must be \(Configuration.version) (this a11yfix reads version \(Configuration.version) configurations; got \(found))")
                }
            case "rules":
                guard let rules = object(value, path: "rules") else { continue }
                for (ruleKey, list) in entries(rules, path: "rules", accepted: Self.ruleKeys) {
                    if ruleKey == "only", list == .null { continue }
                    let ids = ruleIDs(list, path: "rules.\(ruleKey)")
                    switch ruleKey {
                    case "only": configuration.onlyRules = ids
                    case "enable": configuration.enabledRules = ids
                    default: configuration.disabledRules = ids
                    }
                }
                if configuration.onlyRules != nil, !configuration.enabledRules.isEmpty {
                    problems.append("'rules.only' and 'rules.enable' cannot be combined: 'only' lists every rule that runs, opt-in rules included")
                }
                for id in configuration.enabledRules + (configuration.onlyRules ?? []) where configuration.disabledRules.contains(id) {
                    problems.append("rule '\(id)' is both enabled and in 'rules.disable'")
                }
            case "severity":
                guard let levels = object(value, path: "severity") else { continue }
                for (id, level) in levels.sorted(by: { $0.key < $1.key }) where !id.hasPrefix("$comment") {
                    guard let written = checkRuleID(id, path: "severity") else { continue }
                    let accepted = Severity.allCases.map(\.rawValue).joined(separator: ", ")
                    guard case let .string(name) = level else {
                        problems.append("'severity.\(id)' must be one of \(accepted), not \(level.kindName)")
                        continue
                    }
                    guard let severity = Severity(rawValue: name) else {
                        var hint = ""
                        if ["error", "warning", "note", "info"].contains(name) {
                            hint = "; severity is a11yfix's triage severity: blocks is reported as an error, degrades as a warning, incomplete as a note"
                        } else if ["off", "none", "disabled", "ignore"].contains(name) {
                            hint = "; to turn a rule off, list it in 'rules.disable'"
                        }
                        problems.append("'severity.\(id)' must be one of \(accepted) (got '\(name)')\(hint)")
                        continue
                    }
                    for rule in RuleRegistry.ruleIDs(named: written) { configuration.severities[rule] = severity }
                }
            case "exclude":
                for (index, pattern) in strings(value, path: "exclude", what: "glob patterns").enumerated() {
                    if let problem = Glob.problem(in: pattern) {
                        problems.append("'exclude[\(index)]' '\(pattern)': \(problem)")
                    } else {
                        configuration.exclude.append(Glob(pattern))
                    }
                }
            case "deploymentTargets":
                if value == .null { continue }
                guard let targets = object(value, path: "deploymentTargets") else { continue }
                var result: [String: String] = [:]
                for (platform, version) in targets.sorted(by: { $0.key < $1.key }) where !platform.hasPrefix("$comment") {
                    guard Configuration.platforms.contains(platform) else {
                        problems.append("unknown platform '\(platform)' in 'deploymentTargets'\(suggestion(platform, among: Configuration.platforms)); accepted platforms: \(Configuration.platforms.joined(separator: ", "))")
                        continue
                    }
                    guard case let .string(text) = version else {
                        problems.append("'deploymentTargets.\(platform)' must be a version string such as \"16.0\", not \(version.kindName)")
                        continue
                    }
                    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
                    guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
                        problems.append("'deploymentTargets.\(platform)' must be a version such as \"16.0\" (got '\(text)')")
                        continue
                    }
                    result[platform] = parts.count == 1 ? text + ".0" : text
                }
                configuration.deploymentTargets = result
            case "identifiers":
                guard let identifiers = object(value, path: "identifiers") else { continue }
                for (identifierKey, setting) in entries(identifiers, path: "identifiers", accepted: Self.identifierKeys) {
                    if identifierKey == "track" {
                        guard case let .bool(track) = setting else {
                            problems.append("'identifiers.track' must be true or false, not \(setting.kindName)")
                            continue
                        }
                        configuration.trackElements = track
                        continue
                    }
                    guard let categories = object(setting, path: "identifiers.categories") else { continue }
                    for (folder, category) in categories.sorted(by: { $0.key < $1.key }) where !folder.hasPrefix("$comment") {
                        let path = "identifiers.categories.\(folder)"
                        guard case let .string(name) = category else {
                            problems.append("'\(path)' must be a string (an identifier category such as \"settings\"), not \(category.kindName)")
                            continue
                        }
                        let words = name.split(separator: "_", omittingEmptySubsequences: false)
                        guard words.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) } }) else {
                            problems.append("'\(path)' must be lowercase ASCII words joined by underscores, such as \"settings\" or \"account_settings\" (got '\(name)')")
                            continue
                        }
                        if let problem = Glob.problem(in: folder) {
                            problems.append("'identifiers.categories' folder '\(folder)': \(problem)")
                            continue
                        }
                        configuration.identifierCategories.append(.init(folder: Glob(folder), category: name))
                    }
                }
            case "symbolLabels":
                guard let labels = object(value, path: "symbolLabels") else { continue }
                for (symbol, label) in labels.sorted(by: { $0.key < $1.key }) where !symbol.hasPrefix("$comment") {
                    guard case let .string(text) = label else {
                        problems.append("'symbolLabels.\(symbol)' must be a string (the label VoiceOver reads), not \(label.kindName)")
                        continue
                    }
                    guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                        problems.append("'symbolLabels.\(symbol)' must not be empty; a symbol that needs no label is decorative: hide it instead")
                        continue
                    }
                    configuration.symbolLabels[symbol] = text
                }
            case "scope":
                let accepted = CodeScope.allCases.map(\.rawValue)
                for (index, name) in strings(value, path: "scope", what: accepted.joined(separator: ", ")).enumerated() {
                    guard let kind = CodeScope(rawValue: name) else {
                        problems.append("'scope[\(index)]' must be one of \(accepted.joined(separator: ", ")) (got '\(name)')\(suggestion(name, among: accepted))")
                        continue
                    }
                    configuration.scope.insert(kind)
                }
            case "strict":
                guard case let .bool(strict) = value else {
                    problems.append("'strict' must be true or false, not \(value.kindName)")
                    continue
                }
                configuration.strict = strict
            default:  // fontStrategy
                let accepted = FontStrategy.allCases.map(\.rawValue)
                guard case let .string(name) = value else {
                    problems.append("'fontStrategy' must be one of \(accepted.joined(separator: ", ")), not \(value.kindName)")
                    continue
                }
                guard let strategy = FontStrategy(rawValue: name) else {
                    problems.append("'fontStrategy' must be one of \(accepted.joined(separator: ", ")) (got '\(name)')\(suggestion(name, among: accepted))")
                    continue
                }
                configuration.fontStrategy = strategy
            }
        }
        return configuration
    }

    /// The members of an object in a stable order, without comments; unknown keys are reported.
    private mutating func entries(_ members: [String: ConfigurationValue], path: String?, accepted: [String]) -> [(String, ConfigurationValue)] {
        var result: [(String, ConfigurationValue)] = []
        for (key, value) in members.sorted(by: { (accepted.firstIndex(of: $0.key) ?? .max, $0.key) < (accepted.firstIndex(of: $1.key) ?? .max, $1.key) }) {
            if key.hasPrefix("$comment") { continue }
            guard accepted.contains(key) else {
                let name = path.map { "\($0).\(key)" } ?? key
                let place = path.map { " in '\($0)'" } ?? ""
                problems.append("unknown key '\(name)'\(suggestion(key, among: accepted)); accepted keys\(place): \(accepted.joined(separator: ", "))")
                continue
            }
            result.append((key, value))
        }
        return result
    }

    private mutating func object(_ value: ConfigurationValue, path: String) -> [String: ConfigurationValue]? {
        if case let .object(members) = value { return members }
        problems.append("'\(path)' must be an object ({ … }), not \(value.kindName)")
        return nil
    }

    private mutating func strings(_ value: ConfigurationValue, path: String, what: String) -> [String] {
        guard case let .array(items) = value else {
            problems.append("'\(path)' must be a list of strings (\(what)), not \(value.kindName)")
            return []
        }
        var result: [String] = []
        for (index, item) in items.enumerated() {
            guard case let .string(text) = item else {
                problems.append("'\(path)[\(index)]' must be a string, not \(item.kindName)")
                continue
            }
            result.append(text)
        }
        return result
    }

    private mutating func ruleIDs(_ value: ConfigurationValue, path: String) -> [String] {
        RuleRegistry.resolvingIDs(strings(value, path: path, what: "rule ids").compactMap { checkRuleID($0, path: path) })
    }

    /// The id as written when a rule has or had it, or nil with a problem.
    private mutating func checkRuleID(_ id: String, path: String) -> String? {
        if RuleRegistry.canonicalID(id) != nil { return id }
        let close = RuleRegistry.closeIDs(to: id)
        let hint = close.isEmpty ? "" : "did you mean \(close.prefix(3).map { "'\($0)'" }.joined(separator: " or "))? "
        problems.append("unknown rule '\(id)' in '\(path)' (\(hint)a11yfix --list-rules lists every rule)")
        return nil
    }

    private func suggestion(_ name: String, among accepted: [String]) -> String {
        guard let closest = accepted.min(by: { editDistance($0, name) < editDistance($1, name) }),
              editDistance(closest, name) <= max(2, name.count / 3) else { return "" }
        return " (did you mean '\(closest)'?)"
    }

    /// Case-insensitive, so `ios` suggests `iOS`.
    private func editDistance(_ a: String, _ b: String) -> Int { OptionParser.editDistance(a.lowercased(), b.lowercased()) }
}
