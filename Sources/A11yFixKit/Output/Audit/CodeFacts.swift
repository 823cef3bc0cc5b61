/// What the code shows beyond findings: what static analysis can confirm is done right (seed 000's
/// "✅ Verified in code"), and what it contains that only a device can check (which of the "Must
/// test on device" items apply). Counted per file and added up.
public struct CodeFacts: Sendable, Equatable {
    // Verified in code.
    public var labelledIconOnlyControls = 0
    public var controlsLabelledByText = 0
    public var hiddenDecorativeImages = 0
    /// Fonts set with a text style on a platform where it grows with Dynamic Type (not macOS or tvOS).
    public var textStyleFonts = 0
    public var scaledMetrics = 0
    /// Views (and other types) that read the Reduce Motion setting.
    public var reduceMotionReaders = 0
    public var inputLabels = 0
    public var headers = 0
    public var combinedElements = 0
    public var systemPresentations = 0
    public var invertColorsProtected = 0
    public var systemVideoPlayers = 0
    public var accessibilityAudits = 0
    /// `// [VERIFY]` markers: labels that were guessed and not reviewed yet.
    public var verifyMarkers = 0

    // What a device has to check.
    public var views = 0
    public var interactiveElements = 0
    /// Texts on a platform where they grow with Dynamic Type (not macOS or tvOS).
    public var scalableTexts = 0
    public var animations = 0
    /// UIKit's block animations (`UIView.animate`, `UIView.transition`, `UIViewPropertyAnimator`),
    /// which `uikit-reduce-motion` judges for Reduce Motion.
    public var uiKitAnimations = 0
    /// AppKit's (`NSAnimationContext.runAnimationGroup`, `animator()`), which `appkit-reduce-motion` judges.
    public var appKitAnimations = 0
    /// Core Animation's (`CABasicAnimation`, `CATransition`, …), which no rule judges yet.
    public var coreAnimations = 0
    public var colors = 0
    public var customGestures = 0
    public var video = 0
    public var audio = 0

    public init() {}

    public mutating func add(_ other: CodeFacts) {
        labelledIconOnlyControls += other.labelledIconOnlyControls
        controlsLabelledByText += other.controlsLabelledByText
        hiddenDecorativeImages += other.hiddenDecorativeImages
        textStyleFonts += other.textStyleFonts
        scaledMetrics += other.scaledMetrics
        reduceMotionReaders += other.reduceMotionReaders
        inputLabels += other.inputLabels
        headers += other.headers
        combinedElements += other.combinedElements
        systemPresentations += other.systemPresentations
        invertColorsProtected += other.invertColorsProtected
        systemVideoPlayers += other.systemVideoPlayers
        accessibilityAudits += other.accessibilityAudits
        verifyMarkers += other.verifyMarkers
        views += other.views
        interactiveElements += other.interactiveElements
        scalableTexts += other.scalableTexts
        animations += other.animations
        uiKitAnimations += other.uiKitAnimations
        appKitAnimations += other.appKitAnimations
        coreAnimations += other.coreAnimations
        colors += other.colors
        customGestures += other.customGestures
        video += other.video
        audio += other.audio
    }

    static let textStyles: Set<String> = ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2"]
    static let colorNames: Set<String> = ["red", "green", "blue", "orange", "yellow", "pink", "purple", "teal", "mint", "indigo", "brown", "cyan", "gray", "black", "white"]
    static let gestureNames: Set<String> = [
        "DragGesture", "LongPressGesture", "MagnificationGesture", "MagnifyGesture", "RotationGesture", "RotateGesture", "onLongPressGesture",
        "swipeActions", "UISwipeGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer", "UIPinchGestureRecognizer",
        "NSPanGestureRecognizer", "NSMagnificationGestureRecognizer",
    ]
    static let systemVideoNames: Set<String> = ["VideoPlayer", "AVPlayerViewController", "AVPlayerView"]
    static let coreAnimationNames: Set<String> = ["CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CATransition"]

    /// Which framework animates at `name`: UIKit for `UIViewPropertyAnimator`, `UIView.animate(…)`,
    /// `UIView.transition(…)`; AppKit for `NSAnimationContext.runAnimationGroup`, `view.animator()`;
    /// Core Animation for its animation classes; nil for anything else.
    static func animationFramework(_ name: String, at index: Int, in tree: SyntaxTree) -> AnimationFramework? {
        if coreAnimationNames.contains(name) { return .coreAnimation }
        if name == "UIViewPropertyAnimator" { return .uiKit }
        if name == "runAnimationGroup" { return .appKit }
        let tokens = tree.tokens
        let isCalled = index + 1 < tokens.count && tokens[index + 1].kind == .leftParen
        // `view.animator()`, or `animator()` on the window or view itself.
        if name == "animator", isCalled, index + 2 < tokens.count, tokens[index + 2].kind == .rightParen { return .appKit }
        guard name == "animate" || name == "transition", isCalled, index > 1, tokens[index - 1].kind == .period,
              tree.text(ofToken: index - 2) == "UIView" else { return nil }
        return .uiKit
    }

    public enum AnimationFramework: Sendable { case uiKit, appKit, coreAnimation }

    static let reduceMotionNames: Set<String> = ["accessibilityReduceMotion", "isReduceMotionEnabled", "accessibilityDisplayShouldReduceMotion"]

    /// The facts of one file; `elements` is its inventory (for the labelled controls).
    public static func of(_ context: RuleContext, elements: [AuditElement]) -> CodeFacts {
        var facts = CodeFacts()
        let tree = context.tree
        facts.interactiveElements = elements.count
        facts.labelledIconOnlyControls = elements.filter { $0.isIconOnly && $0.label == .present }.count
        facts.controlsLabelledByText = elements.filter { $0.kind == .control && $0.label == .automatic }.count
        facts.views = context.typeDeclarations.filter { type in
            context.isView(type) || type.inheritedTypes.contains { $0.hasSuffix("ViewController") || $0 == "UIView" || $0 == "NSView" }
        }.count
        var readers = Set<ObjectIdentifier>()
        let fileHasDynamicType = context.platforms(at: tree.root).hasDynamicType
        for index in tree.tokens.indices where tree.tokens[index].kind == .identifier {
            let name = tree.text(ofToken: index)
            if RuleContext.animationCalls.contains(name) { facts.animations += 1 }
            switch animationFramework(name, at: index, in: tree) {
            case .uiKit?: facts.uiKitAnimations += 1
            case .appKit?: facts.appKitAnimations += 1
            case .coreAnimation?: facts.coreAnimations += 1
            case nil: break
            }
            if CodeFacts.gestureNames.contains(name) { facts.customGestures += 1 }
            if DeclaredType.videoNames.contains(name) { facts.video += 1 }
            if DeclaredType.audioNames.contains(name) { facts.audio += 1 }
            if CodeFacts.systemVideoNames.contains(name) { facts.systemVideoPlayers += 1 }
            if name == "performAccessibilityAudit" { facts.accessibilityAudits += 1 }
            if name == "isHeader" || (name == "header" && index > 0 && tree.tokens[index - 1].kind == .period && isTraitContext(tree, index)) {
                facts.headers += 1
            }
            if (name == "UILabel" || name == "UITextView") && fileHasDynamicType { facts.scalableTexts += 1 }
            if name == "Color" || name == "UIColor" || name == "NSColor" || (CodeFacts.colorNames.contains(name) && index > 0 && tree.tokens[index - 1].kind == .period) {
                facts.colors += 1
            }
            if CodeFacts.reduceMotionNames.contains(name) {
                // Type declarations are in source order, so the last one around the token is the innermost.
                if let reader = context.typeDeclarations.last(where: { $0.range.contains(tree.tokens[index].start) }) {
                    readers.insert(ObjectIdentifier(reader))
                }
            }
        }
        facts.reduceMotionReaders = readers.count
        facts.verifyMarkers = VerifyMarkerRule().findings(in: context).count
        for chain in context.chains {
            if let element = chain.elementLink, RuleContext.textViews.contains(element.name), context.platforms(at: chain).hasDynamicType {
                facts.scalableTexts += 1
            }
            if let element = chain.elementLink, element.name == "Image",
               context.imageSource(of: element) == .decorative || context.isAccessibilityHidden(chain) {
                facts.hiddenDecorativeImages += 1
            }
            for modifier in chain.modifiers {
                switch modifier.name {
                case "font":
                    if let first = modifier.arguments.first?.value?.singleChain?.links.first,
                       first.kind == .implicitMember, CodeFacts.textStyles.contains(first.name),
                       context.platforms(at: chain).hasDynamicType { facts.textStyleFonts += 1 }
                case "accessibilityInputLabels": facts.inputLabels += 1
                case "accessibilityElement": if context.childrenBehavior(of: chain) == .combine { facts.combinedElements += 1 }
                case "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog": facts.systemPresentations += 1
                case "accessibilityIgnoresInvertColors": facts.invertColorsProtected += 1
                default:
                    if RuleContext.animationModifiers.contains(modifier.name) { facts.animations += 1 }
                }
            }
        }
        for type in context.typeDeclarations {
            facts.scaledMetrics += type.properties.filter { $0.attribute(named: "ScaledMetric") != nil }.count
        }
        return facts
    }

    /// `.header` as a UIKit trait (`accessibilityTraits.insert(.header)`), not any member named header.
    private static func isTraitContext(_ tree: SyntaxTree, _ index: Int) -> Bool {
        let start = max(0, index - 6)
        return (start..<index).contains { tree.text(ofToken: $0).hasPrefix("accessibilityTraits") }
    }
}
