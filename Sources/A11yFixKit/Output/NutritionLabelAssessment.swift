/// Seed 000's common-task verification, computed from the code: a row per screen, a cell per
/// Nutrition Label category, and for each category whether the app could claim it.
///
/// A cell is ❌ when a finding of a rule mapped to the category (`RuleDescription.nutritionLabels`)
/// is in the screen (its own code or a subview it is built from). It is — only when the category
/// does not apply to the screen: Captions on a screen without media in an app whose media a11yfix
/// found elsewhere, Audio Descriptions on a screen with audio only or without media in such an app.
/// It is ✅ when rules that judge the category ran and found nothing; otherwise ❔ unverified:
/// contrast, dark mode, colour and media tracks are decided by how the app renders and what its
/// media contain, and an app where a11yfix sees no media may still play some (a web view, a
/// third-party player), so source code cannot say. A category is claimable only when every cell is
/// ✅ or —, with at least one ✅: a single ❌ blocks it, and an unverified cell is never claimed.
public struct NutritionLabelAssessment {
    public enum Verdict: String, Sendable {
        case pass = "✅"
        case fail = "❌"
        case notApplicable = "—"
        case unverified = "❔"
    }

    /// The categories a clean run of their rules can vouch for from source.
    public static let judgeableFromSource: Set<NutritionLabel> = [.voiceOver, .voiceControl, .largerText, .reducedMotion]

    public struct BlockingFinding {
        public var path: String
        public var finding: ReportedFinding
        public var reference: String { "\(path):\(finding.location.line)" }
    }

    public struct Row {
        /// "Settings", or "Other code" for findings outside every screen.
        public var name: String
        public var screen: ScreenMap.Screen?
        public var verdicts: [NutritionLabel: Verdict]
        public var blocking: [NutritionLabel: [BlockingFinding]]
    }

    public enum Decision: Equatable {
        case couldClaim
        case blocked
        case notApplicable
        case unverified
    }

    public private(set) var rows: [Row] = []
    /// The categories the rules that ran can judge.
    public let judgedLabels: Set<NutritionLabel>
    /// Whether a11yfix saw video and audio playback anywhere in the reviewed code.
    public let appMedia: (video: Bool, audio: Bool)

    public init(scan: ProjectScan) {
        let rulesByID = Dictionary(scan.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let types = scan.files.flatMap(\.types)
        self.init(screens: scan.screenMap.screens, findings: scan.findings, rules: rulesByID,
                  otherCode: NutritionLabelAssessment.mediaOutsideScreens(scan),
                  appMedia: (types.contains(where: \.showsVideo), types.contains(where: \.playsAudio)))
    }

    /// `otherCode`: whether code outside every screen shows video or plays audio; `appMedia`: whether
    /// any code of the app does.
    public init(screens: [ScreenMap.Screen], findings: [(path: String, finding: ReportedFinding)], rules: [String: RuleDescription],
                otherCode: (video: Bool, audio: Bool) = (false, false), appMedia: (video: Bool, audio: Bool)? = nil) {
        let appMedia = appMedia ?? (screens.contains(where: \.showsVideo) || otherCode.video, screens.contains(where: \.playsAudio) || otherCode.audio)
        self.appMedia = appMedia
        judgedLabels = Set(rules.values.flatMap(\.nutritionLabels)).intersection(NutritionLabelAssessment.judgeableFromSource)
        var rows = screens.map { Row(name: $0.name, screen: $0, verdicts: [:], blocking: [:]) }
        var other = Row(name: "Other code", screen: nil, verdicts: [:], blocking: [:])
        for (path, finding) in findings {
            let labels = rules[finding.ruleID]?.nutritionLabels ?? []
            guard !labels.isEmpty else { continue }
            let blocking = BlockingFinding(path: path, finding: finding)
            let holders = rows.indices.filter { rows[$0].screen!.contains(path: path, offset: finding.finding.offset) }
            for label in labels {
                if holders.isEmpty { other.blocking[label, default: []].append(blocking) }
                for index in holders { rows[index].blocking[label, default: []].append(blocking) }
            }
        }
        if !other.blocking.isEmpty { rows.append(other) }
        for index in rows.indices {
            let media = rows[index].screen.map { ($0.showsVideo, $0.playsAudio) } ?? otherCode
            for label in NutritionLabel.allCases {
                rows[index].verdicts[label] = verdict(label, blocked: rows[index].blocking[label] != nil, video: media.0, audio: media.1)
            }
        }
        self.rows = rows
    }

    private func verdict(_ label: NutritionLabel, blocked: Bool, video: Bool, audio: Bool) -> Verdict {
        if blocked { return .fail }
        let appHasMedia = appMedia.video || appMedia.audio
        switch label {
        case .captions where !video && !audio && appHasMedia: return .notApplicable
        case .audioDescriptions where !video && (audio || appHasMedia): return .notApplicable
        default: return judgedLabels.contains(label) ? .pass : .unverified
        }
    }

    public func decision(for label: NutritionLabel) -> Decision {
        let verdicts = rows.map { $0.verdicts[label] ?? .notApplicable }
        if verdicts.contains(.fail) { return .blocked }
        if verdicts.allSatisfy({ $0 == .notApplicable }) { return .notApplicable }
        if verdicts.contains(.unverified) { return .unverified }
        return .couldClaim
    }

    /// Each blocking finding of a category once, in file order.
    public func blockingFindings(for label: NutritionLabel) -> [BlockingFinding] {
        var seen = Set<String>()
        return rows.flatMap { $0.blocking[label] ?? [] }
            .filter { seen.insert("\($0.path):\($0.finding.finding.offset):\($0.finding.ruleID)").inserted }
            .sorted { ($0.path, $0.finding.finding.offset) < ($1.path, $1.finding.finding.offset) }
    }

    /// The rows whose cell for a category is ❌.
    public func blockedRows(for label: NutritionLabel) -> [Row] {
        rows.filter { $0.verdicts[label] == .fail }
    }

    private static func mediaOutsideScreens(_ scan: ProjectScan) -> (video: Bool, audio: Bool) {
        let screens = scan.screenMap
        let outside = scan.files.flatMap(\.types).filter { type in
            screens.screens(containing: type.path, offset: type.range.lowerBound).isEmpty
        }
        return (outside.contains(where: \.showsVideo), outside.contains(where: \.playsAudio))
    }
}
