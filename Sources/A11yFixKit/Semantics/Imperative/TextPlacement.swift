/// Where a UIKit element's text is shown and what sizes its box: the questions to answer before its
/// font may grow with Dynamic Type. Bars keep a fixed height (UIKit's own bar titles do not grow:
/// the Large Content Viewer shows them enlarged), a frame set in code stays the size it was given,
/// and a badge's pill is drawn around the text it was sized for.
public struct TextPlacement {
    let context: RuleContext

    public init(context: RuleContext) {
        self.context = context
    }

    /// Words in a type's name that say it is a bar or draws one (`SPSortBar`, `ReaderToolbarView`,
    /// `DoubleTitleLabelNavigationBarTitleView`, `extension UINavigationItem`).
    static let barWords = ["NavigationBar", "NavigationItem", "NavBar", "Toolbar", "ToolBar", "TabBar"]

    /// Whether the text at `node` is drawn on paper or into an image rather than on screen: in a print
    /// renderer or formatter of the project's own (a `UIPrintPageRenderer`'s page header and footer),
    /// or in the drawing closure of a `UIGraphicsPDFRenderer` or `UIGraphicsImageRenderer`. The
    /// reader's text size is not the page's.
    public func isPrintedOrRendered(_ node: SyntaxNode) -> Bool {
        let printTypes: Set<String> = ["UIPrintPageRenderer", "UIPrintFormatter", "UISimpleTextPrintFormatter", "UIMarkupTextPrintFormatter", "UIViewPrintFormatter"]
        if node.ancestors().contains(where: { ($0 as? TypeDeclNode)?.inheritedTypes.contains(where: printTypes.contains) == true }) { return true }
        return node.ancestors().contains { ancestor in
            guard let closure = ancestor as? ClosureNode, let link = closure.parent as? LinkNode,
                  ["image", "pdfData", "writePDF", "jpegData", "pngData"].contains(link.name), let chain = link.parent as? ChainNode else { return false }
            return chain.text.range(of: "renderer", options: .caseInsensitive) != nil
        }
    }

    /// Why the element is shown in a bar, or nil: its type is a bar, it is a navigation item's
    /// `titleView` (or is configured in the method that sets one) or a bar button item's custom view.
    public func barPlacement(of element: ImperativeElement, at node: SyntaxNode) -> String? {
        for type in node.ancestors().compactMap({ $0 as? TypeDeclNode }) {
            if type.name.hasSuffix("Bar") || Self.barWords.contains(where: type.name.contains) { return "it is drawn in a bar (\(type.name))" }
        }
        if element.binding != .self, element.name.range(of: "nav", options: .caseInsensitive) != nil && element.name.contains("Title") {
            return "it is a navigation bar's title"
        }
        if let function = node.firstAncestor(ofType: FunctionDeclNode.self) ?? node.firstAncestor(ofType: VariableDeclNode.self),
           function.descendants(ofType: ChainNode.self).contains(where: { isAssignment(to: "titleView", $0) }) {
            return "it is configured for a navigation bar's titleView, which keeps the bar's height"
        }
        // The bar item's custom view, or a view in the code that makes one (`lazy var publishItem = { …
        // container.addSubview(publishButton); return UIBarButtonItem(customView: container) }()`).
        let names: Set<String> = [element.name, "self." + element.name]
        let barItems = context.elements(named: ["UIBarButtonItem"]).filter { $0.elementLink?.argument("customView") != nil }
        let assignedViews = context.imperativeElements.elements.flatMap { $0.settings(.customView) }.compactMap { $0.value?.text(in: context.tree) }
        if !names.isDisjoint(with: barItems.compactMap { $0.elementLink?.argument("customView")?.value?.text } + assignedViews)
            || barItems.contains(where: { item in
                guard let maker = item.firstAncestor(ofType: ClosureNode.self) ?? item.firstAncestor(ofType: FunctionDeclNode.self) else { return false }
                return maker.descendants(ofType: ChainNode.self).contains { names.contains($0.links.first?.name ?? "") }
            }) {
            return "it is a bar button item's custom view, which keeps the bar's height"
        }
        return nil
    }

    /// `titleView = …`, `navigationItem.titleView = …`.
    private func isAssignment(to member: String, _ chain: ChainNode) -> Bool {
        guard chain.links.last?.name == member, chain.lastToken + 1 < context.tree.tokens.count else { return false }
        return context.tree.token(chain.lastToken + 1, is: "=")
    }

    /// The frame the code gives the element when it lays it out by frame, not with constraints:
    /// `UILabel(frame: CGRect(x: 0, y: 0, width: 350, height: 24))` or `label.frame = …`, with no
    /// `translatesAutoresizingMaskIntoConstraints = false`. Nil when constraints lay it out.
    public func fixedFrame(of element: ImperativeElement) -> String? {
        guard !element.settings(.autoLayout).contains(where: { $0.value?.text(in: context.tree) == "false" }) else { return nil }
        if let frame = element.settings(.frame).first {
            return frame.node.text
        }
        // `CGRect(x:y:width:height:)`, `.init(…)`, `CGRect(origin: .zero, size: CGSize(width: w, height: 40))`.
        guard let construction = element.construction, let frame = construction.argument("frame")?.value,
              let rect = frame.singleChain?.elementLink, rect.name == "CGRect" || rect.name == "init" else { return nil }
        let size = rect.argument("size")?.value?.singleChain?.elementLink ?? rect
        guard let height = context.numericLiteral(size.argument("height")?.value), height.value > 0 else { return nil }
        return "\(element.typeName)(frame: \(frame.text))"
    }

    /// A badge: a count or tag in a pill drawn around it (`badgeLabel`, `class UnplayedBadge`).
    public func isBadge(_ element: ImperativeElement, at node: SyntaxNode) -> Bool {
        let typeNames = node.ancestors().compactMap { ($0 as? TypeDeclNode)?.name }
        return ([element.name] + typeNames).contains { $0.range(of: "badge", options: .caseInsensitive) != nil }
    }
}
