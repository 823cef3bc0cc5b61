/// The tabs of a file's tab views: each tab's label, which the tab bar shows and VoiceOver reads as
/// the tab's name. The tab-item-label rule checks them; the audit lists them with the controls.
extension RuleContext {
    /// Each tab's label closure with the tab: `.tabItem { … }` with the chain it is on, and iOS 18's
    /// `Tab(value:) { … } label: { … }`, in source order.
    public func tabItemLabels() -> [(label: ClosureNode, tab: ChainNode)] {
        var result: [(label: ClosureNode, tab: ChainNode)] = []
        for chain in chains where chain.hasModifier("tabItem") && isTabOfTabView(chain) {
            for modifier in chain.modifiers where modifier.name == "tabItem" {
                if let closure = modifier.closure(labeled: nil) ?? modifier.closure(labeled: "label") { result.append((closure, chain)) }
            }
        }
        for chain in elements(named: ["Tab"]) {
            if let element = chain.elementLink, element.unlabeledArguments.isEmpty, let label = element.closure(labeled: "label") {
                result.append((label, chain))
            }
        }
        return result.sorted { $0.label.firstToken < $1.label.firstToken }
    }

    /// Whether `.tabItem` on `chain` makes a tab: the view is a page of a `TabView` (looking through
    /// `Group`, `ForEach` and branches), or the top of a body or helper a TabView elsewhere shows.
    /// Inside a stack (a hand-built tab bar's `ZStack` of pages) it does nothing.
    func isTabOfTabView(_ chain: ChainNode) -> Bool {
        guard let container = enclosingCalls(of: chain).first(where: { $0.link === $0.chain.elementLink && !["Group", "ForEach"].contains($0.link.name) })
        else { return true }
        return container.link.name == "TabView"
    }

    /// The titles a tab bar already shows: whether another tab of the `TabView` holding `tab` has a
    /// `Label` or a `Text`. Nil when the tab is not written inside its TabView.
    public func tabBarShowsTitles(besides tab: ChainNode) -> Bool? {
        guard let tabView = enclosingElement(of: tab, named: ["TabView"]) else { return nil }
        return tabItemLabels().contains { label, other in
            other !== tab && enclosingElement(of: other, named: ["TabView"]) === tabView
                && contentChains(of: label).contains { ["Label", "Text"].contains($0.elementLink?.name ?? "") }
        } || elements(named: ["Tab"]).contains { other in
            other !== tab && enclosingElement(of: other, named: ["TabView"]) === tabView && other.elementLink?.unlabeledArguments.isEmpty == false
        }
    }
}
