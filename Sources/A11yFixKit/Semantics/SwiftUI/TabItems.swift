/// The tabs of a file's tab views: each tab's label, which the tab bar shows and VoiceOver reads as
/// the tab's name. The tab-item-label rule checks them; the audit lists them with the controls.
extension RuleContext {
    /// Each tab's label closure with the tab: `.tabItem { … }` with the chain it is on, and iOS 18's
    /// `Tab(value:) { … } label: { … }`, in source order.
    public func tabItemLabels() -> [(label: ClosureNode, tab: ChainNode)] {
        var result: [(label: ClosureNode, tab: ChainNode)] = []
        for chain in chains {
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
}
