/// A replacement of a byte range of the file the rules ran on. An insertion is an empty range.
public struct Edit: Hashable, Sendable {
    /// How insertions at the same offset are ordered: text that continues the line (an inline
    /// modifier), then what ends it (a `// [VERIFY]` marker), then new lines, then separators that
    /// must follow every insertion (a blank line).
    public enum Placement: Int, Hashable, Sendable, Comparable {
        case inline = 0
        case endOfLine = 1
        case standard = 2
        case afterInsertions = 3

        public static func < (lhs: Placement, rhs: Placement) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var range: Range<Int>
    public var replacement: String
    public var placement: Placement

    public init(range: Range<Int>, replacement: String, placement: Placement = .standard) {
        self.range = range
        self.replacement = replacement
        self.placement = placement
    }

    public static func insert(_ text: String, at offset: Int, placement: Placement = .standard) -> Edit {
        Edit(range: offset..<offset, replacement: text, placement: placement)
    }

    public var isInsertion: Bool { range.isEmpty }
}

/// A rule's fix for one finding: all of its edits apply, or none does.
public struct Fix: Sendable {
    public var safety: FixSafety
    public var edits: [Edit]
    /// What the fix does, in a few words, for summaries: "added .accessibilityLabel".
    public var summary: String

    public init(safety: FixSafety, edits: [Edit], summary: String) {
        self.safety = safety
        self.edits = edits
        self.summary = summary
    }
}

/// One problem a rule found, at a byte offset of the file it ran on.
public struct Finding: Sendable {
    public var ruleID: String
    public var severity: Severity?
    public var message: String
    public var offset: Int
    public var fix: Fix?
    /// Whether it blocks the Nutrition Label categories its rule maps to. Spacing that does not grow
    /// with text makes large text cramped, not unreadable: it does not block Larger Text (shared/RULES.md).
    public var blocksNutritionLabels = true
    /// The categories it blocks when they are not its rule's: a video that starts by itself is a
    /// Reduced Motion matter, though `media-captions` otherwise speaks for Captions.
    public var blockedNutritionLabels: [NutritionLabel]?

    public init(ruleID: String, severity: Severity?, message: String, offset: Int, fix: Fix?) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.offset = offset
        self.fix = fix
    }
}

/// Settings that change what rules find or insert (from flags and, later, the config file).
public struct RuleOptions: Sendable, Equatable {
    /// `--track`: identifier fixes also add `.trackElement("…")`.
    public var trackElements = false
    /// Labels the team prefers for SF Symbols, consulted before the built-in vocabulary.
    public var symbolLabels: [String: String] = [:]
    /// Minimum OS versions, by platform name (`iOS`, `macOS`, …), from config or the targets that
    /// compile the file (Xcode project, Package.swift).
    public var deploymentTargets: [String: String] = [:]
    /// The platforms the file is built for, when config or a project says; empty when unknown
    /// (then the keys of `deploymentTargets`, if any, stand for them).
    public var platforms: Set<String> = []
    /// What the file is to its project: shipped code, a test, or never compiled.
    public var sourceRole: ProjectModel.FileRole.Kind = .unknown
    /// How fixed font sizes become scalable ones (config `fontStrategy`).
    public var fontStrategy: FontStrategy = .automatic
    /// The category that starts this file's identifiers, from config `identifiers.categories` (the
    /// entry for the file's folder); nil lets the identifier rule take it from the View's name.
    public var identifierCategory: String?

    public init(trackElements: Bool = false, symbolLabels: [String: String] = [:], deploymentTargets: [String: String] = [:],
                platforms: Set<String> = [], fontStrategy: FontStrategy = .automatic, identifierCategory: String? = nil) {
        self.trackElements = trackElements
        self.symbolLabels = symbolLabels
        self.deploymentTargets = deploymentTargets
        self.platforms = platforms
        self.fontStrategy = fontStrategy
        self.identifierCategory = identifierCategory
    }
}

/// What a fixed font size becomes (config `fontStrategy`).
public enum FontStrategy: String, Sendable, CaseIterable {
    /// A text style that has exactly the size, on code built only for iOS, iPadOS and Mac Catalyst
    /// (elsewhere text styles have other sizes), otherwise a `@ScaledMetric` size that keeps it.
    case automatic
    /// Always the nearest text style: the design follows the system's type ramp.
    case textStyles
    /// Always a `@ScaledMetric` size that keeps the design's exact point size.
    case scaledMetric
}
