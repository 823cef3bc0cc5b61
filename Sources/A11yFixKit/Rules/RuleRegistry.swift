/// Every rule a11yfix knows, in the order they run and are documented.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        IconOnlyControlLabelRule.self,
        ImageLabelRule.self,
        DecorativeImageHiddenRule.self,
        ReduceMotionRule.self,
        DynamicTypeFontRule.self,
        ScaledMetricRule.self,
        AccessibilityIdentifierRule.self,
        DeprecatedAccessibilityModifierRule.self,
        TraitsAddedNotAssignedRule.self,
        LabelRoleWordRule.self,
        LabelInNameRule.self,
        HintStyleRule.self,
        AccessibilityHintRule.self,
        HiddenInteractiveRule.self,
        TapGestureButtonTraitRule.self,
        HeadingTraitRule.self,
        GestureAlternativeRule.self,
        AdjustableCustomControlRule.self,
        TabItemLabelRule.self,
        LinkNotButtonRule.self,
        GenericLinkTextRule.self,
        FormControlLabelRule.self,
        SegmentedPickerLabelRule.self,
        TextContentTypeRule.self,
        StateValueRule.self,
        CombinedControlsRule.self,
        NavigationTitleRule.self,
        ListRowCombineRule.self,
        ModalOverlayRule.self,
        AnnounceContentChangeRule.self,
        SheetFocusReturnRule.self,
        TimedDismissalRule.self,
        DynamicTypeClampRule.self,
        InvertColorsRule.self,
        MediaCaptionsRule.self,
        ReduceTransparencyRule.self,
        IncreaseContrastRule.self,
        BoldTextRule.self,
        TouchTargetSizeRule.self,
        DisabledAppearanceRule.self,
        ColorOnlyStatusRule.self,
        ColorContrastRule.self,
        SemanticColorRule.self,
        LineLimitRule.self,
        UIKitTraitsAssignRule.self,
        UIKitDynamicTypeRule.self,
        UIKitReduceMotionRule.self,
        UIKitControlLabelRule.self,
        UIKitGestureElementRule.self,
        UIKitModalRule.self,
        AppKitControlLabelRule.self,
        AppKitCustomControlRule.self,
        AppKitDynamicTypeRule.self,
        AppKitReduceMotionRule.self,
        AppKitModalRule.self,
        UnusedSuppressionRule.self,
        VerifyMarkerRule.self,
    ]

    /// The rule with the id `id`, else the rule that once shipped under it.
    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id } ?? all.first { $0.description.formerIDs.contains(id) }
    }

    /// The current ids of every rule `id` names: the rule with that id, then the rules that once
    /// shipped under it. An id can be both (`traits-added-not-assigned` is a rule's id and
    /// `deprecated-accessibility-modifier`'s former id): it then names both, so that configurations,
    /// flags and suppression comments written before the new rule existed keep covering the old
    /// one. Empty for an id no rule has had.
    public static func ruleIDs(named id: String) -> [String] {
        all.filter { $0.description.id == id }.map { $0.description.id }
            + all.filter { $0.description.formerIDs.contains(id) }.map { $0.description.id }
    }

    /// The current id of the rule `id` names first (see `ruleIDs(named:)`); nil for an id no rule has had.
    public static func canonicalID(_ id: String) -> String? { ruleIDs(named: id).first }

    /// `ids` with each replaced by the current ids of the rules it names; an unknown id stays as written.
    public static func resolvingIDs(_ ids: [String]) -> [String] {
        var seen = Set<String>()
        return ids.flatMap { id in
            let named = ruleIDs(named: id)
            return named.isEmpty ? [id] : named
        }.filter { seen.insert($0).inserted }
    }

    public static var ids: [String] { all.map { $0.description.id } }

    /// Current and former ids: every id a configuration, a flag or a comment may name.
    public static var knownIDs: [String] {
        var seen = Set<String>()
        return (ids + all.flatMap { $0.description.formerIDs }).filter { seen.insert($0).inserted }
    }

    /// The known ids close enough to a mistyped `id` to be what was meant, closest first.
    public static func closeIDs(to id: String) -> [String] {
        knownIDs.map { (id: $0, distance: OptionParser.editDistance($0, id)) }
            .filter { $0.distance <= max(2, id.count / 3) }
            .sorted { ($0.distance, $0.id) < ($1.distance, $1.id) }
            .map(\.id)
    }

    /// The rules that run when nothing is enabled or disabled explicitly.
    public static var defaultRules: [any Rule.Type] { all.filter { !$0.description.isOptIn } }
}
