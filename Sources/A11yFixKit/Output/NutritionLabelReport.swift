import Foundation

/// `a11yfix nutrition`: seed 000's "Accessibility Nutrition Label recommendation", in its format,
/// worded as a recommendation based on the reviewed scope.
public struct NutritionLabelReport {
    public var assessment: NutritionLabelAssessment
    /// The rules that ran, for the reasons ("checked by …").
    public var rules: [RuleDescription]
    public var appVersion: String
    /// What was reviewed, as the user named it: `Sources`, `App/**/*.swift`.
    public var paths: [String]
    public var fileCount: Int
    /// `// [VERIFY]` markers in the reviewed code: guessed labels nobody has confirmed yet.
    public var pendingVerifications: Int

    /// For an app whose screens build for more than one device family, the report of each family:
    /// App Store Connect asks for a label per device, and each claims what its own screens allow.
    public var familyReports: [(family: DeviceFamily, report: NutritionLabelReport)] = []

    /// How many blocking findings a "You should not claim" line names before it says how many more.
    static let namedFindings = 10

    /// The seed's column titles, in its order.
    static let columnTitles: [NutritionLabel: String] = [
        .voiceOver: "VoiceOver", .voiceControl: "Voice Control", .largerText: "Larger Text", .darkInterface: "Dark Mode",
        .differentiateWithoutColor: "No Color", .sufficientContrast: "Contrast", .reducedMotion: "Motion", .captions: "Captions",
        .audioDescriptions: "Audio Desc",
    ]

    public init(assessment: NutritionLabelAssessment, rules: [RuleDescription], appVersion: String = "Current build", paths: [String],
                fileCount: Int, pendingVerifications: Int = 0) {
        self.assessment = assessment
        self.rules = rules
        self.appVersion = appVersion
        self.paths = paths
        self.fileCount = fileCount
        self.pendingVerifications = pendingVerifications
    }

    public init(scan: ProjectScan, appVersion: String = "Current build", paths: [String]) {
        self.init(assessment: NutritionLabelAssessment(scan: scan), rules: scan.rules, appVersion: appVersion, paths: paths,
                  fileCount: scan.files.count, pendingVerifications: scan.facts.verifyMarkers)
        let families = DeviceFamily.showing(assessment.rows.compactMap(\.screen).reduce(into: []) { $0.formUnion($1.platforms) })
        if families.count > 1 {
            familyReports = families.map { family in
                (family, NutritionLabelReport(assessment: NutritionLabelAssessment(scan: scan, family: family), rules: scan.rules, appVersion: appVersion,
                                              paths: paths, fileCount: scan.files.count, pendingVerifications: scan.facts.verifyMarkers))
            }
        }
    }

    var claimable: [NutritionLabel] { NutritionLabel.allCases.filter { assessment.decision(for: $0) == .couldClaim } }
    var notClaimable: [NutritionLabel] { NutritionLabel.allCases.filter { assessment.decision(for: $0) != .couldClaim } }

    public func markdown() -> String {
        let screens = assessment.rows.compactMap(\.screen)
        var lines: [String] = []
        lines.append("**Accessibility Nutrition Label recommendation**")
        lines.append("")
        lines.append("**App version evaluated:** \(appVersion)")
        lines.append("")
        let scopeNames = screens.isEmpty ? "no screens found" : screens.map(\.name).joined(separator: ", ")
        lines.append("**Scope reviewed:** \(screens.count) \(screens.count == 1 ? "screen" : "screens") in \(fileCount) Swift \(fileCount == 1 ? "file" : "files") under \(paths.map { "`\($0)`" }.joined(separator: ", ")) (\(scopeNames)), by static analysis with a11yfix \(A11yFixCommand.version).\(unreachedNote) This is a recommendation for the reviewed scope, not a verdict on the app: confirm each label on a device before you declare it in App Store Connect.")
        lines.append("")
        lines.append("**You could claim:**")
        lines += bullets(claimable.map { $0.rawValue }, empty: "none yet, based on the reviewed scope")
        lines.append("")
        lines.append("**Why you could claim them:**")
        lines += bullets(claimable.map { "\($0.rawValue): \(claimReason($0))" }, empty: "no label passes every reviewed screen yet")
        lines.append("")
        lines.append("**You should not claim:**")
        lines += bullets(notClaimable.map { label in
            let blocking = assessment.blockingFindings(for: label)
            guard !blocking.isEmpty else { return "\(label.rawValue) (\(shortReason(label)))" }
            let named = blocking.prefix(NutritionLabelReport.namedFindings).map(\.reference).joined(separator: ", ")
            let more = blocking.count > NutritionLabelReport.namedFindings ? " and \(blocking.count - NutritionLabelReport.namedFindings) more" : ""
            return "\(label.rawValue) (blocked by \(blocking.count) \(blocking.count == 1 ? "finding" : "findings"): \(named)\(more))"
        }, empty: "none, based on the reviewed scope")
        lines.append("")
        lines.append("**Why you should not claim them:**")
        lines += bullets(notClaimable.map { "\($0.rawValue): \(withholdReason($0))" }, empty: "every label passes the reviewed scope")
        lines.append("")
        lines.append("**Common-task verification**")
        lines.append("")
        lines.append("| Common Task | " + NutritionLabel.allCases.map { NutritionLabelReport.columnTitles[$0]! }.joined(separator: " | ") + " |")
        lines.append("|---|" + String(repeating: "---|", count: NutritionLabel.allCases.count))
        for row in assessment.rows {
            let cells = NutritionLabel.allCases.map { (row.verdicts[$0] ?? .notApplicable).rawValue }
            lines.append("| \(MarkdownText.cell(row.name)) | " + cells.joined(separator: " | ") + " |")
        }
        if assessment.rows.isEmpty { lines.append("| (no screens found) |" + String(repeating: " — |", count: NutritionLabel.allCases.count)) }
        lines.append("")
        lines.append("✅ a11yfix's checks for the category found nothing in the screen (its own code and the views it is built from); for Dark Mode, No Color and Contrast also every colour the screen sets adapts to Dark Mode, none is chosen at run time, and each pair is the system's own or measured and passing, respectively (a screen that sets no colour uses the system's, which adapt and keep their contrast; what pictures show is not judged) · ❌ a finding blocks it (listed above; `a11yfix audit` has them all) · — not applicable to the screen: nothing of the category's kind in it (no text, or code only for macOS, for Larger Text; no controls for Voice Control; no animation for Motion; no media for Captions and Audio Desc, while the app's media is elsewhere or it has none) · ❔ unverified: source code cannot show it (a colour computed at run time or passed in, UIKit or AppKit code, media tracks: the reasons above name them); test it on a device.")
        lines.append("")
        lines.append("**Recommendation summary**")
        lines.append("- You could claim: \(claimable.isEmpty ? "none yet" : claimable.map(\.rawValue).joined(separator: ", "))")
        lines.append("- You should not claim: \(notClaimable.isEmpty ? "none" : notClaimable.map(\.rawValue).joined(separator: ", "))")
        for (family, report) in familyReports {
            let could = report.claimable.isEmpty ? "none yet" : report.claimable.map(\.rawValue).joined(separator: ", ")
            let not = report.notClaimable.map { label in
                let blocking = report.assessment.blockingFindings(for: label).count
                let reason = blocking > 0 ? "blocked by \(blocking) \(blocking == 1 ? "finding" : "findings")" : report.shortReason(label)
                return "\(label.rawValue) (\(reason))"
            }.joined(separator: ", ")
            let screens = report.assessment.rows.compactMap(\.screen).count
            lines.append("- On \(family.rawValue) (\(screens) \(screens == 1 ? "screen" : "screens")), you could claim: \(could); you should not claim: \(not.isEmpty ? "none" : not)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// How many views a11yfix could not reach from the app's scenes, named with where they are; empty when none.
    private var unreachedNote: String {
        let inCode = assessment.unreached.filter { $0.path != nil }, outside = assessment.unreached.filter { $0.path == nil }
        var note = ""
        if !inCode.isEmpty {
            let one = inCode.count == 1
            note += " a11yfix could not tell how the app reaches \(inCode.count) more \(one ? "view" : "views") that \(one ? "looks" : "look") like \(one ? "a screen" : "screens") (\(NutritionLabelReport.list(inCode))): \(one ? "it is" : "they are") not in the table, and \(one ? "its" : "their") findings are under \"Other code\"."
        }
        if !outside.isEmpty {
            let one = outside.count == 1
            note += " The app shows \(outside.count) \(one ? "view" : "views") whose code is outside the reviewed files (\(outside.map(\.typeName).joined(separator: ", "))): a11yfix could not check \(one ? "it" : "them")."
        }
        return note
    }

    /// The unreached views, the first ten with where they are declared.
    private var unreachedList: String { NutritionLabelReport.list(assessment.unreached) }

    private static func list(_ views: [ScreenMap.Unreached]) -> String {
        let named = views.prefix(namedFindings).map { view in
            view.path.map { "\(view.typeName) at \($0):\(view.line ?? 1)" } ?? "\(view.typeName), outside the reviewed files"
        }.joined(separator: ", ")
        return views.count > namedFindings ? named + " and \(views.count - namedFindings) more" : named
    }

    private func bullets(_ items: [String], empty: String) -> [String] {
        items.isEmpty ? ["- (\(empty))"] : items.map { "- \($0)" }
    }

    /// The active rules that judge a category.
    private func checkingRules(_ label: NutritionLabel) -> [String] {
        rules.filter { $0.nutritionLabels.contains(label) }.map(\.id)
    }

    private func claimReason(_ label: NutritionLabel) -> String {
        let passing = assessment.rows.filter { $0.verdicts[label] == .pass }.count
        let total = assessment.rows.count
        let screens = passing == total ? "all \(total)" : "\(passing) of \(total); it does not apply to the others"
        let checks = checkingRules(label).map { "`\($0)`" }.joined(separator: ", ")
        var reason = "every reviewed screen passes (\(screens)): no finding from \(checks)"
        switch label {
        case .darkInterface:
            if let fixed = assessment.appAppearance, fixed.appearance == .dark {
                reason += "; and the app always shows a dark interface (`.preferredColorScheme(.dark)` at \(fixed.path):\(fixed.line))."
            } else {
                reason += "; and every colour the screens set adapts to Dark Mode (system colours and styles, Asset Catalog colours with a dark variant)."
            }
        case .sufficientContrast:
            reason += "; and every colour the screens set is the system's own, which keeps its contrast (also with Increase Contrast), or part of a pair color-contrast measured."
        case .differentiateWithoutColor:
            reason += "; and no screen chooses a colour at run time or shows a chart, canvas, map or inline link whose colours could carry meaning (what pictures show is not judged)."
        default:
            reason += "."
        }
        if pendingVerifications > 0, label == .voiceOver || label == .voiceControl {
            reason += " First review the \(pendingVerifications) inferred \(pendingVerifications == 1 ? "label" : "labels") still marked `// [VERIFY]` (`a11yfix --rules verify-marker --check`): a wrong label names the wrong action."
        }
        return reason + " Then confirm it on a device: \(NutritionLabelReport.deviceCheck[label]!)."
    }

    func shortReason(_ label: NutritionLabel) -> String {
        switch assessment.decision(for: label) {
        case .notApplicable: return "not applicable"
        case .unverified:
            if label == .largerText && !assessment.appHasDynamicType { return "unverified: no Dynamic Type on the app's platforms" }
            if NutritionLabelAssessment.judgeableFromSource.contains(label), label != .largerText || assessment.appHasDynamicType,
               !assessment.unreached.isEmpty, rulesRan(label) {
                return "unverified: \(assessment.unreached.count) \(assessment.unreached.count == 1 ? "screen" : "screens") not reached"
            }
            if label == .reducedMotion, !assessment.uncheckedAnimationFiles.isEmpty { return "unverified: animations no rule judged" }
            if let ruleID = NutritionLabelAssessment.colourRules[label] {
                if !rules.contains(where: { $0.id == ruleID }) { return "unverified: `\(ruleID)` did not run" }
                let obstacles = colourObstacles(label)
                if !obstacles.isEmpty {
                    return "unverified: \(obstacles.count) \(obstacles.count == 1 ? "colour or view" : "colours or views") a11yfix cannot judge"
                }
            }
            return "unverified from source"
        case .blocked, .couldClaim: return "blocked"
        }
    }

    private func withholdReason(_ label: NutritionLabel) -> String {
        switch assessment.decision(for: label) {
        case .blocked: return blockedReason(label)
        case .notApplicable: return notApplicableReason(label)
        case .unverified: return unverifiedReason(label)
        case .couldClaim: return ""
        }
    }

    private func blockedReason(_ label: NutritionLabel) -> String {
        let rows = assessment.blockedRows(for: label).map(\.name)
        let shownRows = rows.count > 4 ? rows.prefix(4).joined(separator: ", ") + " and \(rows.count - 4) more" : rows.joined(separator: ", ")
        let blocking = assessment.blockingFindings(for: label)
        var ruleOrder: [String] = []
        var counts: [String: Int] = [:]
        for item in blocking {
            if counts[item.finding.ruleID] == nil { ruleOrder.append(item.finding.ruleID) }
            counts[item.finding.ruleID, default: 0] += 1
        }
        let causes = ruleOrder.map { id -> String in
            let name = rules.first { $0.id == id }?.name ?? id
            return "\(name) (`\(id)`, \(counts[id]!))"
        }.joined(separator: "; ")
        let fixable = blocking.filter { $0.finding.isFixableByApply }.count
        let fixableWithUnsafe = blocking.filter { $0.finding.finding.fix?.safety == .unsafe }.count
        let fixes: String
        if fixable == 0, fixableWithUnsafe == 0 {
            fixes = "each needs a person"
        } else if fixable == 0 {
            fixes = "`a11yfix --apply --unsafe` fixes " + (fixableWithUnsafe == blocking.count ? "them" : "\(fixableWithUnsafe) of them") + " (review the layout)"
        } else if fixable == blocking.count {
            fixes = "`a11yfix --apply` fixes them"
        } else {
            fixes = "`a11yfix --apply` fixes \(fixable) of them"
        }
        return "❌ in \(shownRows): \(causes); \(fixes), then run `a11yfix nutrition` again."
    }

    private func notApplicableReason(_ label: NutritionLabel) -> String {
        guard !assessment.rows.isEmpty else { return "not applicable: no screens were found in the reviewed scope." }
        switch label {
        case .captions, .audioDescriptions:
            guard assessment.appMedia.video || assessment.appMedia.audio else {
                return "not applicable: a11yfix found no video or audio playback anywhere in the reviewed code (AVPlayer, VideoPlayer, AVPlayerViewController, AVAudioPlayer) and no web page shown in the app's own views. If a third-party player or SDK plays media, check it on a device instead."
            }
            return "not applicable: the reviewed screens play audio but show no video (no VideoPlayer, AVPlayerViewController or AVPlayerLayer)."
        case .largerText: return "not applicable: a11yfix found no text in the reviewed screens on a platform with Dynamic Type. If the app shows text anywhere else (a web view, a custom renderer), check it on a device: \(NutritionLabelReport.deviceCheck[label]!)."
        case .voiceControl: return "not applicable: a11yfix found no controls in the reviewed screens. If the app takes input anywhere else (gestures, a custom view), check it on a device: \(NutritionLabelReport.deviceCheck[label]!)."
        case .reducedMotion: return "not applicable: a11yfix found no animation in the reviewed screens (`withAnimation`, `.animation`, `.transition`, `matchedGeometryEffect`). If the app moves anything else (a video background, a Lottie or SpriteKit scene), check it on a device: \(NutritionLabelReport.deviceCheck[label]!)."
        default: return "not applicable: nothing in the reviewed screens shows content of this kind."
        }
    }

    /// Whether a rule that judges the category ran.
    private func rulesRan(_ label: NutritionLabel) -> Bool {
        assessment.judgedLabels.contains(label)
    }

    /// The colours and views that kept a colour category's cells unverified, each once, in file order.
    private func colourObstacles(_ label: NutritionLabel) -> [NutritionLabelAssessment.Obstacle] {
        var seen = Set<String>()
        return assessment.rows.flatMap { $0.obstacles[label] ?? [] }.filter { $0.path != nil && seen.insert($0.description).inserted }
            .sorted { ($0.path ?? "", $0.line ?? 0) < ($1.path ?? "", $1.line ?? 0) }
    }

    /// Why a colour category is unverified: the rule that did not run, or the first colours and views
    /// that kept screens from ✅, by file and line.
    private func colourUnverifiedReason(_ label: NutritionLabel, ruleID: String) -> String? {
        let check = NutritionLabelReport.deviceCheck[label]!
        if !rules.contains(where: { $0.id == ruleID }) {
            let optIn = RuleRegistry.rule(withID: ruleID)?.description.isOptIn == true ? " (opt-in: `--rules \(ruleID)` or the config turns it on)" : ""
            return "unverified: `\(ruleID)`, which a11yfix needs to judge it, did not run\(optIn). Run it, or check it on a device: \(check)."
        }
        let obstacles = colourObstacles(label)
        guard !obstacles.isEmpty else { return nil }
        let rows = assessment.rows.filter { $0.verdicts[label] == .unverified }.map(\.name)
        let shownRows = rows.count > 4 ? rows.prefix(4).joined(separator: ", ") + " and \(rows.count - 4) more" : rows.joined(separator: ", ")
        let named = obstacles.prefix(NutritionLabelReport.namedFindings).map(\.description).joined(separator: "; ")
        let more = obstacles.count > NutritionLabelReport.namedFindings ? "; and \(obstacles.count - NutritionLabelReport.namedFindings) more" : ""
        let what: String
        switch label {
        case .darkInterface: what = "colours that do not follow Dark Mode or whose value the code does not say"
        case .sufficientContrast: what = "colours whose contrast a11yfix could not measure"
        default: what = "colours chosen at run time, or views that may show meaning by colour"
        }
        return "unverified: ❔ in \(shownRows), for \(what): \(named)\(more). Check \(rows.count == 1 ? "that screen" : "those screens") on a device: \(check)."
    }

    /// The screens that play media, for the reasons of Captions and Audio Descriptions.
    private func mediaScreens(video: Bool) -> String? {
        let screens = assessment.rows.compactMap(\.screen).filter { video ? $0.showsVideo : $0.showsVideo || $0.playsAudio }
        guard !screens.isEmpty else { return nil }
        let named = screens.prefix(4).map { "\($0.name) (\($0.path):\($0.line))" }.joined(separator: ", ")
        return named + (screens.count > 4 ? " and \(screens.count - 4) more" : "")
    }

    private func unverifiedReason(_ label: NutritionLabel) -> String {
        if let ruleID = NutritionLabelAssessment.colourRules[label] {
            if let reason = colourUnverifiedReason(label, ruleID: ruleID) { return reason }
            let check = NutritionLabelReport.deviceCheck[label]!
            if !assessment.unreached.isEmpty {
                return "unverified: the colours of every screen a11yfix reached decide it, but it could not reach \(unreachedList). Check \(assessment.unreached.count == 1 ? "that screen" : "those screens") on a device: \(check)."
            }
            let unjudged = assessment.rows.filter { $0.verdicts[label] == .unverified }.map(\.name)
            if !unjudged.isEmpty {
                return "unverified: a11yfix does not see the colours of \(unjudged.joined(separator: ", ")) (code outside every screen, or another module's views). Check \(unjudged.count == 1 ? "it" : "them") on a device: \(check)."
            }
        }
        if label == .captions || label == .audioDescriptions, let screens = mediaScreens(video: label == .audioDescriptions) {
            return "unverified: \(screens) \(label == .captions ? "play media" : "show video"), and \(NutritionLabelReport.mediaTrackReason[label]!)"
        }
        let media = assessment.appMedia
        if label == .captions, !media.video, !media.audio {
            return "unverified: a11yfix found no video or audio playback in the reviewed code (AVPlayer, VideoPlayer, AVPlayerViewController, AVAudioPlayer), but the app shows web pages in its own views (`WKWebView`), which may play some. If none does, the label does not apply: do not claim it. Otherwise check that captions turn on automatically for every video and spoken audio."
        }
        if label == .audioDescriptions, !media.video {
            return "unverified: a11yfix found no video playback in the reviewed code (VideoPlayer, AVPlayerViewController, AVPlayerLayer), but the app shows web pages in its own views (`WKWebView`), which may play some. If none does, the label does not apply: do not claim it. Otherwise check that audio descriptions play automatically when turned on."
        }
        guard NutritionLabelAssessment.judgeableFromSource.contains(label) else {
            return "unverified: \(NutritionLabelReport.unverifiableReason[label] ?? "")"
        }
        if label == .largerText, !assessment.appHasDynamicType {
            return "unverified: the reviewed code builds only for macOS (or tvOS), whose text does not follow Dynamic Type, so static analysis cannot show how the app serves people who need larger text. Check it on a device: text can be enlarged to 200% (the app's own text size settings, or the system's where it follows them) with no clipping or overlap."
        }
        if label == .reducedMotion, !assessment.uncheckedAnimationFiles.isEmpty, assessment.unreached.isEmpty {
            let files = assessment.uncheckedAnimationFiles
            let named = files.prefix(5).map { "`\($0)`" }.joined(separator: ", ") + (files.count > 5 ? " and \(files.count - 5) more" : "")
            return "unverified: the animations a11yfix judged pass, but Core Animation code (or UIKit or AppKit code whose reduce-motion rule did not run) animates too (\(named)), which a11yfix did not judge for Reduce Motion. Check them on a device: \(NutritionLabelReport.deviceCheck[label]!)."
        }
        if rulesRan(label), !assessment.unreached.isEmpty {
            return "unverified: every screen a11yfix reached passes, but it could not reach \(unreachedList). Check \(assessment.unreached.count == 1 ? "that screen" : "those screens") (`a11yfix audit` lists their findings), or run `a11yfix nutrition` on the code that opens them; then confirm it on a device: \(NutritionLabelReport.deviceCheck[label]!)."
        }
        let checks = RuleRegistry.all.map { $0.description }.filter { $0.nutritionLabels.contains(label) }.map { "`\($0.id)`" }.joined(separator: ", ")
        return "unverified: the rules that check it (\(checks)) did not run; enable them, or check it on a device: \(NutritionLabelReport.deviceCheck[label] ?? "")."
    }

    /// What a device check of a category looks at (seed 000's "Must Test on Device").
    static let deviceCheck: [NutritionLabel: String] = [
        .voiceOver: "navigation order, reading flow and focus after push and modal, in every common task",
        .voiceControl: "\"Show numbers\" covers every control and \"Tap [name]\" activates it",
        .largerText: "layout at the largest accessibility size, with no clipping or overlap",
        .darkInterface: "every screen in Dark Mode, also with Increase Contrast",
        .differentiateWithoutColor: "every screen with the Grayscale filter: information must not depend on colour",
        .sufficientContrast: "text 4.5:1 and controls 3:1 in light and dark mode",
        .reducedMotion: "all animations with Reduce Motion on",
        .captions: "captions turn on automatically for every video and spoken audio",
        .audioDescriptions: "audio descriptions turn on automatically for every video",
    ]

    /// Why a category cannot be judged from source, and how to judge it.
    static let unverifiableReason: [NutritionLabel: String] = [
        .darkInterface: "a11yfix reports fixed colours that Dark Mode turns into text on its own colour where the code decides what the text is drawn on (semantic-color), but how each screen renders in Dark Mode depends on colours and assets it cannot all see from source. Check each screen with Xcode's Color Scheme Variants and on a device (Dark Mode, also with Increase Contrast).",
        .differentiateWithoutColor: "whether colour alone carries meaning depends on the design as rendered. Check each screen with the Grayscale colour filter (Settings › Accessibility › Display & Text Size › Color Filters).",
        .sufficientContrast: "a11yfix measures the colour pairs whose values the code decides (color-contrast: literal, system and Asset Catalog colours) and reports those that fail, but most text takes colours it cannot know from source (computed, inherited from callers, over images). Measure text (4.5:1) and controls (3:1) with Accessibility Inspector's Color Contrast Calculator.",
        .captions: "the reviewed code plays media, and \(mediaTrackReason[.captions]!)",
        .audioDescriptions: "the reviewed code shows video, and \(mediaTrackReason[.audioDescriptions]!)",
    ]

    /// Why the media tracks decide Captions and Audio Descriptions, and how to check them.
    static let mediaTrackReason: [NutritionLabel: String] = [
        .captions: "whether the media carry captions is not in the source. Check that captions appear automatically when the user has turned them on (AVPlayerViewController and VideoPlayer show them).",
        .audioDescriptions: "whether it carries an audio description track (AVMediaCharacteristic.describesVideoForAccessibility) is not in the source. Check that descriptions play automatically when the user has turned them on.",
    ]
}

extension ReportedFinding {
    /// Whether a plain `a11yfix --apply` fixes it (without `--unsafe`).
    var isFixableByApply: Bool {
        guard let safety = finding.fix?.safety else { return false }
        return safety == .safe || safety == .verify
    }
}

/// Text inside Markdown tables and lists.
enum MarkdownText {
    /// A table cell: pipes escaped, line breaks removed.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
