/// Seed 000's "Must Test on Device" checklist: what only a person with the device and the setting
/// turned on can confirm. The audit lists the checks the code calls for; the Accessibility Summary
/// after fixes lists the checks for the categories the fixes touched.
public enum DeviceCheck: CaseIterable, Sendable {
    case voiceOver, voiceControl, switchControl, fullKeyboardAccess, dynamicType, reduceMotion, grayscale, darkAndContrast, captions

    /// The seed's wording.
    public var text: String {
        switch self {
        case .voiceOver: return "VoiceOver: navigation order, reading flow, focus after push/modal"
        case .voiceControl: return "Voice Control: \"Show numbers\" coverage, \"Tap [name]\" activation"
        case .switchControl: return "Switch Control: scanning path, custom actions reachable"
        case .fullKeyboardAccess: return "Full Keyboard Access: Tab order, Escape dismissal"
        case .dynamicType: return "Dynamic Type: layout at max size — no clipping or overlap"
        case .reduceMotion: return "Reduce Motion: all animations verified"
        case .grayscale: return "Grayscale filter: information comprehensible without color"
        case .darkAndContrast: return "Dark + Increase Contrast: contrast in both modes"
        case .captions: return "Captions and Audio Descriptions: auto-enable"
        }
    }

    /// The Nutrition Label categories whose changes this check confirms.
    public var labels: Set<NutritionLabel> {
        switch self {
        case .voiceOver: return [.voiceOver]
        case .voiceControl: return [.voiceControl]
        case .switchControl, .fullKeyboardAccess: return []
        case .dynamicType: return [.largerText]
        case .reduceMotion: return [.reducedMotion]
        case .grayscale: return [.differentiateWithoutColor]
        case .darkAndContrast: return [.darkInterface, .sufficientContrast]
        case .captions: return [.captions, .audioDescriptions]
        }
    }

    /// Why the scanned code calls for this check, or nil when it does not.
    public func reason(for facts: CodeFacts) -> String? {
        func count(_ number: Int, _ singular: String, _ plural: String) -> String { "\(number) \(number == 1 ? singular : plural)" }
        switch self {
        case .voiceOver:
            guard facts.views > 0 || facts.interactiveElements > 0 else { return nil }
            return "\(count(facts.views, "view", "views")), \(count(facts.interactiveElements, "interactive element", "interactive elements"))"
        case .voiceControl:
            guard facts.interactiveElements > 0 else { return nil }
            return count(facts.interactiveElements, "interactive element", "interactive elements")
        case .switchControl:
            guard facts.interactiveElements > 0 else { return nil }
            return facts.customGestures > 0 ? count(facts.customGestures, "custom gesture or swipe action", "custom gestures and swipe actions")
                : count(facts.interactiveElements, "interactive element", "interactive elements")
        case .fullKeyboardAccess:
            guard facts.interactiveElements > 0 else { return nil }
            return facts.systemPresentations > 0 ? count(facts.systemPresentations, "sheet, popover or alert to dismiss", "sheets, popovers and alerts to dismiss")
                : count(facts.interactiveElements, "interactive element", "interactive elements")
        case .dynamicType:
            // macOS and tvOS have no Dynamic Type: only text built for other platforms is checked.
            guard facts.scalableTexts > 0 else { return nil }
            return count(facts.scalableTexts, "text on a platform with Dynamic Type", "texts on platforms with Dynamic Type")
        case .reduceMotion:
            guard facts.animations > 0 else { return nil }
            return count(facts.animations, "animation", "animations")
        case .grayscale:
            guard facts.colors > 0 else { return nil }
            return count(facts.colors, "color in code", "colors in code")
        case .darkAndContrast:
            guard facts.colors > 0 || facts.views > 0 else { return nil }
            return facts.colors > 0 ? count(facts.colors, "color in code", "colors in code") : count(facts.views, "view", "views")
        case .captions:
            guard facts.video + facts.audio > 0 else { return nil }
            return facts.video > 0 ? "video playback" : "audio playback"
        }
    }
}

/// Seed 000's "Verify in Xcode" items, by the categories they check.
public enum XcodeCheck: CaseIterable, Sendable {
    case dynamicTypeVariants, colorSchemeVariants, inspectorSettings, inspectorInspection

    public var text: String {
        switch self {
        case .dynamicTypeVariants: return "Use Canvas **Dynamic Type Variants** (grid icon → Dynamic Type Variants) to check layout at all text sizes"
        case .colorSchemeVariants: return "Use Canvas **Color Scheme Variants** to check light and dark mode"
        case .inspectorSettings: return "Use **Accessibility Inspector** (Xcode → Open Developer Tool) Settings tab to simulate Increase Contrast, Reduce Motion, Bold Text on the Simulator"
        case .inspectorInspection: return "Use **Accessibility Inspector**'s inspection pointer on the Simulator to hear each new label and confirm hidden images are skipped"
        }
    }

    public var labels: Set<NutritionLabel> {
        switch self {
        case .dynamicTypeVariants: return [.largerText]
        case .colorSchemeVariants: return [.darkInterface, .sufficientContrast, .differentiateWithoutColor]
        case .inspectorSettings: return [.reducedMotion, .sufficientContrast]
        case .inspectorInspection: return [.voiceOver, .voiceControl]
        }
    }

    /// Seed 000's fallback when Xcode is not at hand.
    public static let withoutXcode = "Run equivalent checks with platform accessibility inspector tools and manual setting toggles (Dynamic Type, Contrast, Reduce Motion, VoiceOver/Voice Control)"
}
