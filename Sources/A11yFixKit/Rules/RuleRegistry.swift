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
        LabelRoleWordRule.self,
        LabelInNameRule.self,
        HintStyleRule.self,
        HiddenInteractiveRule.self,
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
        UnusedSuppressionRule.self,
        VerifyMarkerRule.self,
    ]

    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id || $0.description.formerIDs.contains(id) }
    }

    /// The current id of the rule `id` names (itself, or the rule that once shipped under it); nil
    /// for an id no rule has had.
    public static func canonicalID(_ id: String) -> String? { rule(withID: id)?.description.id }

    public static var ids: [String] { all.map { $0.description.id } }

    /// Current and former ids: every id a configuration, a flag or a comment may name.
    public static var knownIDs: [String] { ids + all.flatMap { $0.description.formerIDs } }

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
