/// The devices App Store Connect declares an Accessibility Nutrition Label for, and the platforms
/// whose code each runs: iPhone and iPad run iOS code, the Mac runs macOS and Mac Catalyst code.
public enum DeviceFamily: String, CaseIterable, Sendable {
    case iPhoneAndIPad = "iPhone and iPad"
    case mac = "Mac"
    case appleTV = "Apple TV"
    case appleWatch = "Apple Watch"
    case visionPro = "Apple Vision Pro"

    public var platforms: Set<BuildPlatform> {
        switch self {
        case .iPhoneAndIPad: return [.iOS]
        case .mac: return [.macOS, .macCatalyst]
        case .appleTV: return [.tvOS]
        case .appleWatch: return [.watchOS]
        case .visionPro: return [.visionOS]
        }
    }

    /// The families whose platforms are among `platforms`.
    public static func showing(_ platforms: Set<BuildPlatform>) -> [DeviceFamily] {
        allCases.filter { !$0.platforms.isDisjoint(with: platforms) }
    }
}

/// Seed 000's common-task verification, computed from the code: a row per screen, a cell per
/// Nutrition Label category, and for each category whether the app could claim it.
///
/// A cell is ❌ when a finding of a rule mapped to the category (`RuleDescription.nutritionLabels`,
/// or the categories the finding names itself: `Finding.blockedNutritionLabels`) is in the screen
/// (its own code or a subview it is built from). For VoiceOver and Voice Control only a finding that
/// stops a task does: one that blocks assistive technology (🔴: a control with no name, a tappable view
/// VoiceOver does not offer), or one that leaves a control's action out of reach (a name Voice Control
/// users cannot say, a custom slider they cannot adjust, controls merged into one element, a gesture
/// with no alternative). Apple's criteria ask whether people can complete the common tasks, and a
/// missing heading trait or an unhidden decorative icon (🟡) makes a task slower, not impossible. It is — only when the category does not apply to
/// the screen: Captions on a screen without media in an app whose media a11yfix found elsewhere,
/// Audio Descriptions on a screen with audio only or without media in such an app; both on every
/// screen of an app in which a11yfix finds no media at all and no web view that could play some.
///
/// Otherwise VoiceOver, Voice Control, Larger Text and Reduced Motion are ✅ when rules that judge
/// them ran and found nothing. The colour categories are ✅ only where the screen's colours
/// (`ViewColors`: every colour its views and the subviews it is built from set for text, symbols,
/// fills and backgrounds) decide them:
/// - Dark Interface: `semantic-color` ran, and every colour adapts to Dark Mode (a system colour or
///   style, an Asset Catalog colour with a dark variant, a choice made on `colorScheme`), or the
///   screen or the App fixes a dark appearance (`.preferredColorScheme(.dark)`).
/// - Sufficient Contrast: `color-contrast` ran, and every colour is either the system's own in the
///   role it is made for (text and tint colours, background colours and materials: they keep their
///   contrast, and Apple's criteria test with Increase Contrast on) or part of pairs color-contrast
///   measured (a known foreground on a known background) and passed; no text is drawn over an image.
/// - Differentiate Without Color: `color-only-status` ran, no colour is chosen at run time (a
///   condition, a value passed in or computed), and nothing shows data by colour (a chart, a canvas,
///   a map, a link inside text). Whether a picture's own colours carry meaning is not judged.
/// Colours the App's scenes set around every window (a `.tint` on a `WindowGroup`'s content, also
/// through the app's own View extension or modifier) count on every screen.
/// A screen that sets no colour uses the system's: its text and controls adapt to Dark Mode and
/// Increase Contrast, and no colour of its own carries meaning, so the three are ✅ once their rules
/// ran. Screens drawn by UIKit or AppKit code (view controllers, wrapped platform views), whose
/// colours also come from Interface Builder files, and another module's Views stay unverified.
///
/// Everything else is ❔ unverified, with what blocked the verdict (`Row.obstacles`): the colours
/// and views by file and line, a rule that did not run; media tracks are never in the source. An
/// app that shows web pages in its own views may play media a11yfix cannot see. A
/// category is claimable only when every cell is ✅ or —, with at least one ✅: a single ❌ blocks
/// it, and an unverified cell is never claimed.
public struct NutritionLabelAssessment {
    public enum Verdict: String, Sendable {
        case pass = "✅"
        case fail = "❌"
        case notApplicable = "—"
        case unverified = "❔"
    }

    /// The categories only findings that stop a task keep from a claim.
    public static let blockedOnlyByBlockers: Set<NutritionLabel> = [.voiceOver, .voiceControl]
    /// Rules below 🔴 whose findings still put an action out of reach.
    static let taskStoppingRules: Set<String> = [
        LabelInNameRule.id, AdjustableCustomControlRule.id, CombinedControlsRule.id, GestureAlternativeRule.id,
    ]
    /// The categories a clean run of their rules can vouch for from source.
    public static let judgeableFromSource: Set<NutritionLabel> = [.voiceOver, .voiceControl, .largerText, .reducedMotion]
    /// The colour categories, decided from the screen's colours once the rule that measures them ran.
    public static let colourRules: [NutritionLabel: String] = [
        .darkInterface: SemanticColorRule.id, .sufficientContrast: ColorContrastRule.id, .differentiateWithoutColor: ColorOnlyStatusRule.id,
    ]

    public struct BlockingFinding {
        public var path: String
        public var finding: ReportedFinding
        public var reference: String { "\(path):\(finding.location.line)" }
    }

    /// What keeps a cell from ✅ when no finding blocks it: a colour, a view or a missing rule.
    public struct Obstacle: Equatable {
        /// "`Color.white` (fixed)", "`color-contrast` did not run".
        public var what: String
        public var path: String?
        public var line: Int?

        public var description: String { path.map { "\(what) at \($0):\(line ?? 1)" } ?? what }
    }

    public struct Row {
        /// "Settings", or "Other code" for findings outside every screen.
        public var name: String
        public var screen: ScreenMap.Screen?
        public var verdicts: [NutritionLabel: Verdict]
        public var blocking: [NutritionLabel: [BlockingFinding]]
        /// For the colour categories: what kept the cell unverified, in file order.
        public var obstacles: [NutritionLabel: [Obstacle]] = [:]
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
    /// Whether the app shows web pages in its own views (`WKWebView`), which may play media.
    public let appShowsWebContent: Bool
    /// Whether any reviewed code builds for a platform with Dynamic Type (not only macOS or tvOS).
    public let appHasDynamicType: Bool
    /// Views that look like screens which a11yfix could not reach from the app's scenes, and screens
    /// the app opens from code outside the reviewed files: no category is claimable while they are unchecked.
    public let unreached: [ScreenMap.Unreached]
    /// Files that animate in ways no rule that ran judges for Reduce Motion (Core Animation, and
    /// UIKit or AppKit animations when `uikit-reduce-motion` or `appkit-reduce-motion` did not run):
    /// Reduced Motion is not claimable from code while they are unchecked.
    public let uncheckedAnimationFiles: [String]
    /// The appearance the App fixes for all its windows (`.preferredColorScheme(.dark)` on its scenes).
    public let appAppearance: (appearance: Appearance, path: String, line: Int)?
    /// Colours the App's scenes set on every window (`.tint(theme.tintColor)` on a `WindowGroup`'s
    /// content, directly or through the app's own modifier): they count on every screen.
    private let appWideColors: [(path: String, use: ColorUse)]

    /// The assessment of the whole app, or of what one device family shows (`family`): the screens
    /// whose own code builds for it and the findings in code that does. App Store Connect asks for a
    /// label per device, and a finding in Mac-only code does not keep an iPhone app from a claim.
    public init(scan: ProjectScan, family: DeviceFamily? = nil) {
        let rulesByID = Dictionary(scan.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let builds = { (platforms: Set<BuildPlatform>) in family.map { !platforms.isDisjoint(with: $0.platforms) } ?? true }
        let types = scan.files.flatMap(\.types).filter { builds($0.platforms) }
        let map = scan.screenMap
        let findings = scan.files.flatMap { file in
            file.findings.indices.filter { builds(file.platforms(ofFinding: $0)) }.map { (file.path, file.findings[$0]) }
        }
        // Mac Catalyst code grows with the text size; an AppKit app's does not.
        let hasDynamicType = family.map { family in
            types.contains { $0.platforms.intersection(family.platforms).contains(where: \.hasDynamicType) }
        } ?? true
        self.init(screens: map.screens.filter { builds($0.platforms) }, findings: findings, rules: rulesByID,
                  otherCode: NutritionLabelAssessment.mediaOutsideScreens(scan, map: map),
                  appMedia: (types.contains(where: \.showsVideo), types.contains(where: \.playsAudio)),
                  appShowsWebContent: types.contains(where: \.showsWebContent),
                  appHasDynamicType: hasDynamicType && (types.isEmpty || types.contains(where: \.hasDynamicType)),
                  unreached: map.unreached.filter { view in
                      scan.files.first { $0.path == view.path }?.types.first { $0.name == view.typeName }.map { builds($0.platforms) } ?? true
                  },
                  uncheckedAnimationFiles: scan.files.filter { file in
                      // A file only the other family's targets build (an iOS-only UIKit file on the Mac) animates nothing here.
                      file.types.isEmpty || builds(file.types.reduce(into: []) { $0.formUnion($1.platforms) })
                  }.filter { file in
                      file.facts.coreAnimations > 0 || file.facts.uiKitAnimations > 0 && rulesByID[UIKitReduceMotionRule.id] == nil
                          || file.facts.appKitAnimations > 0 && rulesByID[AppKitReduceMotionRule.id] == nil
                  }.map(\.path),
                  colors: Dictionary(scan.files.map { ($0.path, $0.colors) }, uniquingKeysWith: { first, _ in first }), types: types)
    }

    /// `otherCode`: whether code outside every screen shows video or plays audio; `appMedia`: whether
    /// any code of the app does. `colors`: each file's colours, nil when they were not read (the
    /// colour categories stay unverified); `types`: the declarations, for the App's fixed appearance
    /// and the screens UIKit or AppKit code draws.
    public init(screens: [ScreenMap.Screen], findings: [(path: String, finding: ReportedFinding)], rules: [String: RuleDescription],
                otherCode: (video: Bool, audio: Bool) = (false, false), appMedia: (video: Bool, audio: Bool)? = nil,
                appShowsWebContent: Bool = false, appHasDynamicType: Bool = true, unreached: [ScreenMap.Unreached] = [], uncheckedAnimationFiles: [String] = [],
                colors: [String: ViewColors]? = nil, types: [DeclaredType] = []) {
        let appMedia = appMedia ?? (screens.contains(where: \.showsVideo) || otherCode.video, screens.contains(where: \.playsAudio) || otherCode.audio)
        self.appMedia = appMedia
        self.appShowsWebContent = appShowsWebContent
        self.appHasDynamicType = appHasDynamicType
        self.unreached = unreached
        self.uncheckedAnimationFiles = uncheckedAnimationFiles
        let appWide = NutritionLabelAssessment.appWideCode(types)
        appWideColors = colors.map { colors in
            appWide.flatMap { path, range in (colors[path]?.uses ?? []).filter { range.contains($0.offset) }.map { (path, $0) } }
        } ?? []
        appAppearance = colors.flatMap { colors in
            appWide.lazy.compactMap { path, range in
                colors[path]?.fixedAppearances.first { range.contains($0.offset) }.map { ($0.appearance, path, $0.line) }
            }.first
        }
        judgedLabels = Set(rules.values.flatMap(\.nutritionLabels)).intersection(NutritionLabelAssessment.judgeableFromSource)
        var rows = screens.map { Row(name: $0.name, screen: $0, verdicts: [:], blocking: [:]) }
        var other = Row(name: "Other code", screen: nil, verdicts: [:], blocking: [:])
        for (path, finding) in findings {
            let labels = (finding.finding.blocksNutritionLabels
                ? finding.finding.blockedNutritionLabels ?? rules[finding.ruleID]?.nutritionLabels ?? [] : [])
                .filter { label in
                    !NutritionLabelAssessment.blockedOnlyByBlockers.contains(label) || finding.finding.severity == .blocks
                        || NutritionLabelAssessment.taskStoppingRules.contains(finding.ruleID)
                }
            // Where no platform has Dynamic Type (a Mac's label), fixed text sizes block nothing.
            .filter { $0 != .largerText || appHasDynamicType }
            guard !labels.isEmpty else { continue }
            let blocking = BlockingFinding(path: path, finding: finding)
            let holders = rows.indices.filter { rows[$0].screen!.contains(path: path, offset: finding.finding.offset) }
            for label in labels {
                if holders.isEmpty { other.blocking[label, default: []].append(blocking) }
                // A view shared with iOS, shown in a screen only the Mac builds, draws Mac text: no Dynamic Type to block.
                for index in holders where label != .largerText || rows[index].screen!.hasDynamicType {
                    rows[index].blocking[label, default: []].append(blocking)
                }
            }
        }
        if !other.blocking.isEmpty { rows.append(other) }
        for index in rows.indices {
            let screen = rows[index].screen
            for label in NutritionLabel.allCases {
                var verdict = verdict(label, blocked: rows[index].blocking[label] != nil, screen: screen, otherCode: otherCode)
                if verdict == .pass, let ruleID = NutritionLabelAssessment.colourRules[label] {
                    let obstacles = rules[ruleID] == nil ? [Obstacle(what: "`\(ruleID)` did not run")]
                        : colourObstacles(label, screen: screen!, colors: colors, types: types)
                    if !obstacles.isEmpty {
                        verdict = .unverified
                        rows[index].obstacles[label] = obstacles
                    }
                }
                rows[index].verdicts[label] = verdict
            }
        }
        self.rows = rows
    }

    /// `screen` nil: the "Other code" row, whose content a11yfix does not sort into screens.
    private func verdict(_ label: NutritionLabel, blocked: Bool, screen: ScreenMap.Screen?, otherCode: (video: Bool, audio: Bool)) -> Verdict {
        if blocked { return .fail }
        let video = screen?.showsVideo ?? otherCode.video, audio = screen?.playsAudio ?? otherCode.audio
        let content = screen?.content ?? .all
        // Media is somewhere else in the app, or nowhere a11yfix or a web page of the app could show it.
        let mediaIsElsewhere = appMedia.video || appMedia.audio || !appShowsWebContent
        switch label {
        case _ where screen?.isOutsideReviewedCode == true: return .unverified
        case .captions where !video && !audio && mediaIsElsewhere: return .notApplicable
        case .audioDescriptions where !video && (audio || mediaIsElsewhere): return .notApplicable
        // Text that no platform of the app scales: only a person can tell how the app serves large text.
        case .largerText where !appHasDynamicType: return .unverified
        case .largerText where screen?.hasDynamicType == false || !content.contains(.text): return .notApplicable
        case .voiceControl where !content.contains(.controls): return .notApplicable
        case .reducedMotion where !content.contains(.motion): return .notApplicable
        case .voiceOver where content.isEmpty: return .notApplicable
        // Decided from the screen's colours; the rest of the app's code is in no screen.
        case _ where NutritionLabelAssessment.colourRules[label] != nil: return screen == nil ? .unverified : .pass
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

    /// What keeps a colour category of a screen from ✅; empty when its colours decide it.
    private func colourObstacles(_ label: NutritionLabel, screen: ScreenMap.Screen, colors: [String: ViewColors]?,
                                 types: [DeclaredType]) -> [Obstacle] {
        guard let colors else { return [Obstacle(what: "colours not read")] }
        // A view controller's colours are also in its storyboard or XIB; a wrapped view's are in its code.
        let drawnByKit = types.filter { screen.contains(path: $0.path, offset: $0.range.lowerBound) }.compactMap { type -> Obstacle? in
            if type.isViewController { return Obstacle(what: "`\(type.name)` (a view controller, whose colours a11yfix does not read)", path: type.path, line: type.line) }
            guard type.wrapsPlatformView, let drawing = colors[type.path]?.platformDrawings.first(where: { $0.typeOffset == type.range.lowerBound }) else { return nil }
            return Obstacle(what: "`\(type.name)` (\(drawing.what))", path: type.path, line: drawing.line)
        }
        if !drawnByKit.isEmpty { return drawnByKit }
        var uses = appWideColors.filter { !screen.contains(path: $0.path, offset: $0.use.offset) }
        var caveats: [(path: String, caveat: ColorCaveat)] = []
        var fixed: [(path: String, fixed: FixedAppearance)] = []
        for path in screen.scope.keys.sorted() {
            guard let file = colors[path] else { continue }
            uses += file.uses.filter { screen.contains(path: path, offset: $0.offset) }.map { (path, $0) }
            caveats += file.caveats.filter { screen.contains(path: path, offset: $0.offset) }.map { (path, $0) }
            fixed += file.fixedAppearances.filter { screen.contains(path: path, offset: $0.offset) }.map { (path, $0) }
        }
        func obstacle(_ use: ColorUse, at path: String, _ why: String) -> Obstacle {
            Obstacle(what: "\(use.reference) (\(why))", path: path, line: use.line)
        }
        switch label {
        case .darkInterface:
            let appearance = fixed.first.map { ($0.fixed.appearance, $0.path, $0.fixed.line) } ?? appAppearance
            if let (appearance, path, line) = appearance {
                return appearance == .dark ? [] : [Obstacle(what: "`.preferredColorScheme(.light)` (never dark)", path: path, line: line)]
            }
            return uses.compactMap { path, use in
                switch use.darkMode {
                case .adapts: return nil
                case .fixed: return obstacle(use, at: path, "fixed")
                case .unknown: return obstacle(use, at: path, use.unknownBecause ?? "unknown")
                }
            }
        case .sufficientContrast:
            let colours = uses.compactMap { path, use -> Obstacle? in
                if use.isMeasured || use.isSystem { return nil }
                if let why = use.unknownBecause, use.darkMode == .unknown { return obstacle(use, at: path, why) }
                return obstacle(use, at: path, use.role == .foreground || use.role == .tint ? "not measured against what it is drawn on" : "not measured against what is drawn on it")
            }
            return colours + caveats.filter { $0.caveat.kind == .textOverImage }.map { Obstacle(what: "text over \($0.caveat.what)", path: $0.path, line: $0.caveat.line) }
        case .differentiateWithoutColor:
            let chosen = uses.filter(\.use.isChosenAtRunTime).map { obstacle($0.use, at: $0.path, $0.use.unknownBecause ?? "chosen at run time") }
            let shown = caveats.compactMap { path, caveat -> Obstacle? in
                switch caveat.kind {
                case .colourEncodedView: return Obstacle(what: "`\(caveat.what)` (may tell things apart by colour)", path: path, line: caveat.line)
                case .inlineLink: return Obstacle(what: "\(caveat.what) (a link shown by its colour)", path: path, line: caveat.line)
                case .textOverImage: return nil
                }
            }
            return chosen + shown
        default:
            return []
        }
    }

    /// The code that draws around every window: the App's scenes (and its other scene holders), the
    /// app's View extension functions they call and the modifiers and styles they apply.
    private static func appWideCode(_ types: [DeclaredType]) -> [(path: String, range: Range<Int>)] {
        let holders = types.filter { $0.isApp || !$0.inlineScenes.isEmpty || $0.destinations.contains { $0.presentation == .scene } }
        var code = holders.map { ($0.path, $0.range) }
        let calls = Set(holders.flatMap(\.modifierCalls))
        var constructed = Set(holders.flatMap(\.constructions))
        for type in types {
            for (name, function) in type.viewExtensionFunctions where calls.contains(name) {
                code.append((type.path, function.range))
                constructed.formUnion(function.constructions)
            }
        }
        code += types.filter { $0.isModifierOrStyle && constructed.contains($0.name) }.map { ($0.path, $0.range) }
        return code
    }

    private static func mediaOutsideScreens(_ scan: ProjectScan, map screens: ScreenMap) -> (video: Bool, audio: Bool) {
        let outside = scan.files.flatMap(\.types).filter { type in
            screens.screens(containing: type.path, offset: type.range.lowerBound).isEmpty
        }
        return (outside.contains(where: \.showsVideo), outside.contains(where: \.playsAudio))
    }
}
