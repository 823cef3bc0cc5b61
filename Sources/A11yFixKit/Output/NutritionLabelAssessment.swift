/// Seed 000's common-task verification, computed from the code: a row per screen, a cell per
/// Nutrition Label category, and for each category whether the app could claim it.
///
/// A cell is ❌ when a finding of a rule mapped to the category (`RuleDescription.nutritionLabels`,
/// or the categories the finding names itself: `Finding.blockedNutritionLabels`) is in the screen (its own code or a subview it is built from). It is — only when the category
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
    /// Whether any reviewed code builds for a platform with Dynamic Type (not only macOS or tvOS).
    public let appHasDynamicType: Bool
    /// Views that look like screens which a11yfix could not reach from the app's scenes, and screens
    /// the app opens from code outside the reviewed files: no category is claimable while they are unchecked.
    public let unreached: [ScreenMap.Unreached]
    /// Files that animate in ways no rule that ran judges for Reduce Motion (Core Animation, and
    /// UIKit or AppKit animations when `uikit-reduce-motion` or `appkit-reduce-motion` did not run):
    /// Reduced Motion is not claimable from code while they are unchecked.
    public let uncheckedAnimationFiles: [String]

    public init(scan: ProjectScan) {
        let rulesByID = Dictionary(scan.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let types = scan.files.flatMap(\.types)
        let map = scan.screenMap
        self.init(screens: map.screens, findings: scan.findings, rules: rulesByID,
                  otherCode: NutritionLabelAssessment.mediaOutsideScreens(scan, map: map),
                  appMedia: (types.contains(where: \.showsVideo), types.contains(where: \.playsAudio)),
                  appHasDynamicType: types.isEmpty || types.contains(where: \.hasDynamicType), unreached: map.unreached,
                  uncheckedAnimationFiles: scan.files.filter { file in
                      file.facts.coreAnimations > 0 || file.facts.uiKitAnimations > 0 && rulesByID[UIKitReduceMotionRule.id] == nil
                          || file.facts.appKitAnimations > 0 && rulesByID[AppKitReduceMotionRule.id] == nil
                  }.map(\.path))
    }

    /// `otherCode`: whether code outside every screen shows video or plays audio; `appMedia`: whether
    /// any code of the app does.
    public init(screens: [ScreenMap.Screen], findings: [(path: String, finding: ReportedFinding)], rules: [String: RuleDescription],
                otherCode: (video: Bool, audio: Bool) = (false, false), appMedia: (video: Bool, audio: Bool)? = nil,
                appHasDynamicType: Bool = true, unreached: [ScreenMap.Unreached] = [], uncheckedAnimationFiles: [String] = []) {
        let appMedia = appMedia ?? (screens.contains(where: \.showsVideo) || otherCode.video, screens.contains(where: \.playsAudio) || otherCode.audio)
        self.appMedia = appMedia
        self.appHasDynamicType = appHasDynamicType
        self.unreached = unreached
        self.uncheckedAnimationFiles = uncheckedAnimationFiles
        judgedLabels = Set(rules.values.flatMap(\.nutritionLabels)).intersection(NutritionLabelAssessment.judgeableFromSource)
        var rows = screens.map { Row(name: $0.name, screen: $0, verdicts: [:], blocking: [:]) }
        var other = Row(name: "Other code", screen: nil, verdicts: [:], blocking: [:])
        for (path, finding) in findings {
            let labels = finding.finding.blocksNutritionLabels
                ? finding.finding.blockedNutritionLabels ?? rules[finding.ruleID]?.nutritionLabels ?? [] : []
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
            let screen = rows[index].screen
            for label in NutritionLabel.allCases {
                rows[index].verdicts[label] = verdict(label, blocked: rows[index].blocking[label] != nil, screen: screen, otherCode: otherCode)
            }
        }
        self.rows = rows
    }

    /// `screen` nil: the "Other code" row, whose content a11yfix does not sort into screens.
    private func verdict(_ label: NutritionLabel, blocked: Bool, screen: ScreenMap.Screen?, otherCode: (video: Bool, audio: Bool)) -> Verdict {
        if blocked { return .fail }
        let video = screen?.showsVideo ?? otherCode.video, audio = screen?.playsAudio ?? otherCode.audio
        let content = screen?.content ?? .all
        let appHasMedia = appMedia.video || appMedia.audio
        switch label {
        case .captions where !video && !audio && appHasMedia: return .notApplicable
        case .audioDescriptions where !video && (audio || appHasMedia): return .notApplicable
        // Text that no platform of the app scales: only a person can tell how the app serves large text.
        case .largerText where !appHasDynamicType: return .unverified
        case .largerText where screen?.hasDynamicType == false || !content.contains(.text): return .notApplicable
        case .voiceControl where !content.contains(.controls): return .notApplicable
        case .reducedMotion where !content.contains(.motion): return .notApplicable
        case .voiceOver where content.isEmpty: return .notApplicable
        case _ where screen?.isOutsideReviewedCode == true: return .unverified
        default: return judgedLabels.contains(label) ? .pass : .unverified
        }
    }

    public func decision(for label: NutritionLabel) -> Decision {
        let verdicts = rows.map { $0.verdicts[label] ?? .notApplicable }
        if verdicts.contains(.fail) { return .blocked }
        if verdicts.allSatisfy({ $0 == .notApplicable }) { return .notApplicable }
        if verdicts.contains(.unverified) || !unreached.isEmpty { return .unverified }
        if label == .reducedMotion, !uncheckedAnimationFiles.isEmpty { return .unverified }
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

    private static func mediaOutsideScreens(_ scan: ProjectScan, map screens: ScreenMap) -> (video: Bool, audio: Bool) {
        let outside = scan.files.flatMap(\.types).filter { type in
            screens.screens(containing: type.path, offset: type.range.lowerBound).isEmpty
        }
        return (outside.contains(where: \.showsVideo), outside.contains(where: \.playsAudio))
    }
}
