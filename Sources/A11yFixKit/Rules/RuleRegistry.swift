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

    /// The rules that run when nothing is enabled or disabled explicitly.
    public static var defaultRules: [any Rule.Type] { all.filter { !$0.description.isOptIn } }
}
