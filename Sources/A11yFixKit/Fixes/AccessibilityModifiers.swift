/// The accessibility modifiers fixes insert, spelled for the deployment targets: iOS 14, Mac Catalyst
/// 14, macOS 11, tvOS 14 and watchOS 7 brought `.accessibilityLabel(_:)` and its siblings; before
/// them SwiftUI has only `.accessibility(label:)`, `.accessibility(hidden:)`,
/// `.accessibility(identifier:)`, and nothing for Voice Control's input labels.
extension RuleContext {
    /// Whether the deployment targets (when known) have SwiftUI's iOS 14 generation of APIs:
    /// `@ScaledMetric`, `Font.custom(_:size:relativeTo:)`, the `title2`, `title3` and `caption2`
    /// text styles, and the `.accessibilityLabel(_:)` family of modifiers.
    public var hasSwiftUI2APIs: Bool {
        deploymentTargetsReach(RuleContext.swiftUI2Minimums)
    }

    /// The systems that brought SwiftUI's iOS 14 generation of APIs.
    static let swiftUI2Minimums = ["ios": 14, "maccatalyst": 14, "macos": 11, "tvos": 14, "watchos": 7]

    /// Whether the deployment targets (when known) have SwiftUI's iOS 15 generation of accessibility
    /// APIs: `.accessibilityRepresentation`, `@AccessibilityFocusState`, `.accessibilityFocused`.
    public var hasSwiftUI3APIs: Bool {
        deploymentTargetsReach(["ios": 15, "maccatalyst": 15, "macos": 12, "tvos": 15, "watchos": 8])
    }

    /// `hasSwiftUI2APIs` where `node` runs: inside a View marked `@available(macOS 12, *)` or an
    /// `if #available(iOS 15, *)` branch, the modern modifiers exist whatever the app supports.
    public func hasSwiftUI2APIs(at node: SyntaxNode) -> Bool {
        hasSwiftUI2APIs || deploymentTargetsReach(RuleContext.swiftUI2Minimums, at: node)
    }

    /// Whether every deployment target the project gives is at least the major version `minimums`
    /// names for its platform (lowercased), where `node` runs when one is given; a platform or
    /// version the project does not give passes.
    private func deploymentTargetsReach(_ minimums: [String: Int], at node: SyntaxNode? = nil) -> Bool {
        let versions = node.map(deploymentMajorVersions(at:))
        return options.deploymentTargets.keys.allSatisfy { platform in
            guard let minimum = minimums[platform.lowercased()],
                  let major = versions?[platform.lowercased()] ?? deploymentMajorVersion(of: platform) else { return true }
            return major >= minimum
        }
    }

    /// The major version of a platform's deployment target (`"macos"`, any case), when the project says it.
    public func deploymentMajorVersion(of platform: String) -> Int? {
        options.deploymentTargets.first { $0.key.lowercased() == platform.lowercased() }
            .flatMap { RuleContext.majorVersion($0.value, platform: platform.lowercased()) }
    }

    /// `.accessibilityLabel(expression)`, or `.accessibility(label: Text(expression))` before iOS 14.
    public func accessibilityLabelModifier(_ expression: String, at node: SyntaxNode) -> String {
        hasSwiftUI2APIs(at: node) ? ".accessibilityLabel(\(expression))" : ".accessibility(label: Text(\(expression)))"
    }

    /// `.accessibilityValue(expression)`, or `.accessibility(value: Text(expression))` before iOS 14.
    public func accessibilityValueModifier(_ expression: String, at node: SyntaxNode) -> String {
        hasSwiftUI2APIs(at: node) ? ".accessibilityValue(\(expression))" : ".accessibility(value: Text(\(expression)))"
    }

    public func accessibilityHiddenModifier(at node: SyntaxNode) -> String {
        hasSwiftUI2APIs(at: node) ? ".accessibilityHidden(true)" : ".accessibility(hidden: true)"
    }

    /// `.accessibilityAddTraits(traits)`, or `.accessibility(addTraits: traits)` before iOS 14.
    public func accessibilityAddTraitsModifier(_ traits: String, at node: SyntaxNode) -> String {
        hasSwiftUI2APIs(at: node) ? ".accessibilityAddTraits(\(traits))" : ".accessibility(addTraits: \(traits))"
    }

    public func accessibilityIdentifierModifier(_ literal: String, at node: SyntaxNode) -> String {
        hasSwiftUI2APIs(at: node) ? ".accessibilityIdentifier(\(literal))" : ".accessibility(identifier: \(literal))"
    }

    /// `.accessibilityInputLabels([…])`; nil before iOS 14, which has no way to set them.
    public func accessibilityInputLabelsModifier(_ labels: [String], at node: SyntaxNode) -> String? {
        hasSwiftUI2APIs(at: node) ? ".accessibilityInputLabels([\(labels.map(StringLiteral.literal).joined(separator: ", "))])" : nil
    }
}
