/// The three severities of seed 000's Triage Playbook.
public enum Severity: String, CaseIterable, Sendable, Comparable, Codable {
    case blocks
    case degrades
    case incomplete

    public var emoji: String {
        switch self {
        case .blocks: return "🔴"
        case .degrades: return "🟡"
        case .incomplete: return "🟠"
        }
    }

    public var title: String {
        switch self {
        case .blocks: return "Blocks Assistive Tech"
        case .degrades: return "Degrades Experience"
        case .incomplete: return "Incomplete Support"
        }
    }

    /// Blocks first: the order in which a team should fix things.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How `--apply` treats a fix (ruff's fix safety, plus `verify` for inferred text).
public enum FixSafety: String, Sendable, Codable {
    /// Deterministic and certain; applied by `--apply`.
    case safe
    /// Applied, but what it inserts is a guess; the inserted line ends with `// [VERIFY]`.
    case verify
    /// Changes layout or logic; applied only with `--unsafe`.
    case unsafe
    /// Reported, never rewritten.
    case none

    public var explanation: String {
        switch self {
        case .safe: return "Safe: the fix is deterministic and applied by `--apply`."
        case .verify: return "Verify: the fix is applied by `--apply`, but the text it inserts is inferred, so the line ends with `// [VERIFY]` for a person to review."
        case .unsafe: return "Unsafe: the fix changes layout or logic; it is shown and applied only with `--unsafe`."
        case .none: return "None: a11yfix reports this and never rewrites it; the right change needs a person."
        }
    }
}

/// The nine App Store Accessibility Nutrition Label categories.
public enum NutritionLabel: String, CaseIterable, Sendable, Codable {
    case voiceOver = "VoiceOver"
    case voiceControl = "Voice Control"
    case largerText = "Larger Text"
    case darkInterface = "Dark Interface"
    case differentiateWithoutColor = "Differentiate Without Color"
    case sufficientContrast = "Sufficient Contrast"
    case reducedMotion = "Reduced Motion"
    case captions = "Captions"
    case audioDescriptions = "Audio Descriptions"
}

/// A code sample embedded in a rule. In triggering examples, `↓` marks each place a finding must be
/// reported (the marker is removed before the code is checked).
public struct RuleExample: Sendable {
    public var code: String
    /// Options the example needs, such as `--identifiers` style settings.
    public var options: RuleOptions
    /// Where the example is written, so a failing example points at its line in the rule file.
    public var file: StaticString
    public var line: UInt

    public init(_ code: String, options: RuleOptions = RuleOptions(), file: StaticString = #filePath, line: UInt = #line) {
        self.code = code
        self.options = options
        self.file = file
        self.line = line
    }

    public static let marker: Character = "↓"

    /// The code without markers, and the UTF-8 offsets the markers stood at.
    public var strippedCode: (code: String, markerOffsets: [Int]) {
        var code = ""
        var offsets: [Int] = []
        var utf8Count = 0
        for character in self.code {
            if character == RuleExample.marker {
                offsets.append(utf8Count)
            } else {
                code.append(character)
                utf8Count += character.utf8.count
            }
        }
        return (code, offsets)
    }
}

/// A before → after pair: running the rule's fix on `before` must give exactly `after`.
public struct RuleCorrection: Sendable {
    public var before: String
    public var after: String
    public var options: RuleOptions
    public var file: StaticString
    public var line: UInt

    public init(_ before: String, _ after: String, options: RuleOptions = RuleOptions(), file: StaticString = #filePath, line: UInt = #line) {
        self.before = before
        self.after = after
        self.options = options
        self.file = file
        self.line = line
    }
}

/// Everything about a rule that is not its logic: the id used in output, config and suppressions,
/// its documentation (ruff's sections), its classification, and its examples, from which both the
/// tests and docs/rules are generated.
public struct RuleDescription: Sendable {
    public var id: String
    public var name: String
    /// "What it does": one or two sentences.
    public var summary: String
    /// "Why is this bad?": what an assistive-technology user experiences.
    public var rationale: String
    /// Details an expert reviewer would want written down: what is out of scope and why.
    public var notes: String
    /// nil for rules that serve agents and tests rather than users (identifiers).
    public var severity: Severity?
    public var wcag: [String]
    public var nutritionLabels: [NutritionLabel]
    public var fixSafety: FixSafety
    public var isOptIn: Bool
    /// The guides in shared/seeds the rule comes from, by number.
    public var seeds: [String]
    /// Ids the rule shipped under before: configuration files, `--rules` and suppression comments
    /// that name them still mean this rule.
    public var formerIDs: [String]
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    public var corrections: [RuleCorrection]

    public init(
        id: String, name: String, summary: String, rationale: String, notes: String = "",
        severity: Severity?, wcag: [String], nutritionLabels: [NutritionLabel], fixSafety: FixSafety,
        isOptIn: Bool = false, seeds: [String], formerIDs: [String] = [],
        triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample], corrections: [RuleCorrection]
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.notes = notes
        self.severity = severity
        self.wcag = wcag
        self.nutritionLabels = nutritionLabels
        self.fixSafety = fixSafety
        self.isOptIn = isOptIn
        self.seeds = seeds
        self.formerIDs = formerIDs
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
    }
}

/// A rule: one file with its description and its detection-and-fix logic.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    /// Finds every problem in the file, each with its fix when the rule can make one.
    func findings(in context: RuleContext) -> [Finding]
}

extension Rule {
    public static var id: String { description.id }

    /// A finding of this rule at `offset`.
    public func finding(_ message: String, at offset: Int, fix: Fix? = nil) -> Finding {
        Finding(ruleID: Self.description.id, severity: Self.description.severity, message: message, offset: offset, fix: fix)
    }

    /// A finding of this rule at the start of `node`.
    public func finding(_ message: String, at node: SyntaxNode, fix: Fix? = nil) -> Finding {
        finding(message, at: node.range.lowerBound, fix: fix)
    }
}
