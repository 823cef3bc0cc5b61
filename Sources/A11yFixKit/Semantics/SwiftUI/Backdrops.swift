/// What a view is drawn on, when the code in front of the rule says it for certain: the first
/// opaque `.background` of a known colour on the view itself or on the nearest view around it that
/// sets one, through stacks, groups, scroll views and plain buttons, or the filled shape or colour a
/// view is laid over (`Circle().fill(.red).overlay(Text("3"))`). Anything that could put another
/// colour between the two makes the backdrop unknown: a `ZStack` or any other container, a
/// translucent or unknown background, an overlay that covers the view, a blend, opacity or colour
/// filter, a button style that draws its own platter, and a view a caller draws. A view that
/// reaches a `List`, `Form`, `NavigationStack` or `TabView` with none of these is on the system's
/// background.
public struct Backdrop {
    public enum Kind {
        /// A colour the code sets.
        case color(KnownColor)
        /// The system's own background, which follows the appearance: a list or form row, or the
        /// screen of a navigation stack or tab view (the container's name).
        case system(String)
    }

    public var kind: Kind
    /// The view's chain and the chains around it up to the one that draws the backdrop: whose
    /// modifiers apply to the view (its font, a foreground set around it, `.disabled`).
    public var chains: [ChainNode]

    /// The colour, when the code sets one.
    public var color: KnownColor? {
        if case let .color(color) = kind { return color }
        return nil
    }
}

extension RuleContext {
    /// Modifiers that change the colours a view ends up with on screen.
    static let compositingModifiers: Set<String> = [
        "opacity", "blendMode", "colorMultiply", "colorInvert", "brightness", "contrast", "saturation", "grayscale", "hueRotation",
        "luminanceToAlpha", "visualEffect", "colorEffect", "layerEffect", "drawingGroup", "compositingGroup", "preferredColorScheme",
        "environment", "backgroundStyle", "materialActiveAppearance",
    ]
    /// Containers that draw nothing of their own behind their content.
    static let unpaintedContainers: Set<String> = [
        "VStack", "HStack", "LazyVStack", "LazyHStack", "Group", "ScrollView", "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "ForEach",
        "ViewThatFits", "Label", "Section",
    ]
    static let buttonLikeContainers: Set<String> = ["Button", "NavigationLink", "Link"]
    /// Containers that draw the system's background behind their content (a row's, a screen's).
    static let systemBackgroundContainers: Set<String> = ["List", "Form", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView"]
    static let filledShapes: Set<String> = ["Circle", "Capsule", "Rectangle", "RoundedRectangle", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape"]
    /// Modifiers on a colour or filled shape that keep its colour.
    static let colourKeepingModifiers: Set<String> = [
        "cornerRadius", "clipShape", "ignoresSafeArea", "edgesIgnoringSafeArea", "frame", "padding", "clipped", "shadow", "containerShape", "contentShape",
        "allowsHitTesting", "transition", "zIndex", "accessibilityHidden",
    ]

    public func backdrop(of chain: ChainNode) -> Backdrop? {
        guard let found = walkToBackdrop(from: chain) else { return nil }
        // Whether a button draws a platter depends on its platforms, a costlier question asked last.
        let buttons = found.chains.filter { view in
            view.elementLink.map { RuleContext.buttonLikeContainers.contains($0.name) } == true && !view.hasModifier("buttonStyle")
        }
        return buttons.allSatisfy(isTransparentOnItsPlatforms) ? found : nil
    }

    private func walkToBackdrop(from chain: ChainNode) -> Backdrop? {
        var chains: [ChainNode] = []
        var current = chain
        var passedButton = false
        while true {
            chains.append(current)
            if passedButton, let style = current.modifier(named: "buttonStyle"), !isPlainButtonStyle(style) { return nil }
            if isComposited(current) { return nil }
            for modifier in current.modifiers {
                switch modifier.name {
                case "background", "listRowBackground":
                    guard let color = backgroundColour(of: modifier), !(color.isClear && modifier.name == "listRowBackground") else { return nil }
                    if color.isClear { continue }
                    return color.isOpaque ? Backdrop(kind: .color(color), chains: chains) : nil
                case "overlay":
                    // A border drawn around a view does not cover it; anything else may.
                    guard isStrokedShape(modifier) else { return nil }
                default:
                    continue
                }
            }
            guard let link = enclosingViewLink(of: current), let parent = link.parent as? ChainNode else { return nil }
            if link === parent.elementLink {
                let name = link.name
                if RuleContext.buttonLikeContainers.contains(name) {
                    guard isTransparentButton(parent) else { return nil }
                    passedButton = true
                } else if name == "ZStack" {
                    // `ZStack { Color.black; content }`: the content is drawn on the colour.
                    guard let closure = link.closure(labeled: nil), let layers = Optional(contentChains(of: closure)), layers.count == 2,
                          closure.children.count == 2, current === layers[1], !isComposited(parent), let color = colourOfView(layers[0]) else { return nil }
                    return color.isOpaque ? Backdrop(kind: .color(color), chains: chains + [parent]) : nil
                } else if RuleContext.systemBackgroundContainers.contains(name) {
                    return Backdrop(kind: .system(name), chains: chains + [parent])
                } else if !RuleContext.unpaintedContainers.contains(name) {
                    return nil
                }
                current = parent
            } else if link.name == "overlay", !isComposited(parent), let surface = surfaceColour(of: parent, before: link), surface.isOpaque {
                // `Circle().fill(.red).overlay(Text("3"))`: the view is drawn on the shape.
                return Backdrop(kind: .color(surface), chains: chains + [parent])
            } else {
                return nil
            }
        }
    }

    /// The view whose content or modifier holds `chain` (the `VStack` around a `Text`, the `Circle`
    /// an `.overlay` puts it on); nil when a caller draws the chain.
    public func enclosingViewChain(of chain: ChainNode) -> ChainNode? {
        enclosingViewLink(of: chain)?.parent as? ChainNode
    }

    /// The call whose argument or closure holds `chain` as view content; nil when the chain is the
    /// whole of a member (a caller draws it) or part of a declaration.
    private func enclosingViewLink(of chain: ChainNode) -> LinkNode? {
        var node = chain.parent
        while let current = node {
            switch current {
            case let link as LinkNode: return link
            case is FunctionDeclNode, is VariableDeclNode, is TypeDeclNode, is SourceFileNode: return nil
            default: node = current.parent
            }
        }
        return nil
    }

    /// Whether a modifier of the chain changes the colours it ends up with.
    private func isComposited(_ chain: ChainNode) -> Bool {
        chain.modifiers.contains { RuleContext.compositingModifiers.contains($0.name) && !isOpaque($0) }
    }

    /// `.opacity(1)`, `.brightness(0)`: a compositing modifier that changes nothing.
    private func isOpaque(_ modifier: LinkNode) -> Bool {
        guard modifier.arguments.count == 1, let value = colourNumber(modifier.arguments[0].value) else { return false }
        return modifier.name == "opacity" ? value == 1 : modifier.name == "brightness" && value == 0
    }

    /// A button that draws no platter of its own: `.plain` or `.borderless`, or the automatic style
    /// on iOS, where it is borderless outside lists (see `isTransparentOnItsPlatforms`).
    private func isTransparentButton(_ chain: ChainNode) -> Bool {
        guard let style = chain.modifier(named: "buttonStyle") else { return true }
        return isPlainButtonStyle(style)
    }

    /// Whether a button of the automatic style is borderless: on iOS only.
    private func isTransparentOnItsPlatforms(_ chain: ChainNode) -> Bool {
        let platforms = self.platforms(at: chain).platforms
        return !platforms.isEmpty && platforms.allSatisfy { $0 == .iOS || $0 == .macCatalyst }
    }

    private func isPlainButtonStyle(_ modifier: LinkNode) -> Bool {
        guard modifier.arguments.count == 1, let value = modifier.arguments[0].value else { return false }
        return [".plain", ".borderless", "PlainButtonStyle()", "BorderlessButtonStyle()", ".plain()"].contains(RuleContext.squeezed(value.text))
    }

    /// The colour a `.background` modifier draws: `.background(Color.yellow)`, `.background(.yellow)`,
    /// `.background(RoundedRectangle(cornerRadius: 8).fill(.yellow))`, `.background(.yellow, in:
    /// Capsule())`, `.background { Color.yellow }`; nil for anything else.
    private func backgroundColour(of modifier: LinkNode) -> KnownColor? {
        let arguments = modifier.arguments
        if let closure = modifier.closure(labeled: nil) {
            guard arguments.allSatisfy({ $0.label == "alignment" }) else { return nil }
            let content = contentChains(of: closure)
            guard content.count == 1, closure.children.count == 1 else { return nil }
            return colourOfView(content[0])
        }
        guard let first = arguments.first, first.label == nil, arguments.dropFirst().allSatisfy({ $0.label == "in" || $0.label == "alignment" }),
              let value = first.value else { return nil }
        if let color = knownColor(value), !isShapeStyleName(value) { return color }
        guard let chain = value.singleChain, chain.range == value.range else { return nil }
        return colourOfView(chain)
    }

    /// `.background(.background)`, `.foregroundStyle(.tint)`, `.foregroundStyle(.primary)`: SwiftUI's
    /// styles, not colours, where a modifier takes a ShapeStyle (`.primary` there is the inherited
    /// foreground's first level, not `Color.primary`).
    func isShapeStyleName(_ expression: ExpressionNode) -> Bool {
        guard let chain = expression.singleChain, chain.links.count == 1, chain.links[0].kind == .implicitMember else { return false }
        return ["background", "foreground", "tint", "selection", "separator", "fill", "primary", "secondary", "tertiary", "quaternary", "quinary",
                "windowBackground", "placeholder", "link"].contains(chain.links[0].name)
    }

    /// The colour a view draws all over: a colour (`Color.yellow.cornerRadius(8)`) or a filled
    /// shape (`Capsule().fill(.yellow)`), with modifiers that keep its colour.
    private func colourOfView(_ chain: ChainNode) -> KnownColor? {
        surfaceColour(of: chain, before: nil)
    }

    /// The colour of a colour or filled-shape chain, from its modifiers before `end` (all when nil).
    private func surfaceColour(of chain: ChainNode, before end: LinkNode?) -> KnownColor? {
        let links = chain.links
        let stop = end.flatMap { end in links.firstIndex { $0 === end } } ?? links.count
        guard let first = links.first else { return nil }
        var color: KnownColor?
        var index: Int
        if first.name == "Color" {
            // `Color.yellow`, `Color(red: …)`, `Color.yellow.opacity(0.9)`: the colour's own links.
            index = first.hasCall ? 1 : 2
            while index < stop, links[index].name == "opacity" { index += 1 }
            guard index <= stop, let expression = chain.parent as? ExpressionNode else { return nil }
            color = knownColor(links: links[0..<index], in: expression)
        } else if first.kind == .name, RuleContext.filledShapes.contains(first.name), first.hasCall {
            index = 1
        } else {
            return nil
        }
        while index < stop {
            let modifier = links[index]
            switch modifier.name {
            case "fill", "foregroundColor", "foregroundStyle":
                guard RuleContext.filledShapes.contains(first.name), modifier.arguments.count == 1 || modifier.name == "fill",
                      let value = modifier.arguments.first?.value, modifier.arguments.first?.label == nil, !isShapeStyleName(value) else { return nil }
                color = knownColor(value)
            default:
                guard RuleContext.colourKeepingModifiers.contains(modifier.name) else { return nil }
            }
            index += 1
        }
        return color
    }

    /// `.overlay(RoundedRectangle(cornerRadius: 8).stroke(.blue))`: a border.
    private func isStrokedShape(_ modifier: LinkNode) -> Bool {
        let chain: ChainNode?
        if let closure = modifier.closure(labeled: nil) {
            let content = contentChains(of: closure)
            chain = content.count == 1 ? content[0] : nil
        } else {
            chain = modifier.arguments.first?.value?.singleChain
        }
        guard let chain, let first = chain.links.first, RuleContext.filledShapes.contains(first.name) else { return false }
        return chain.links.contains { $0.name == "stroke" || $0.name == "strokeBorder" } && !chain.links.contains { $0.name == "fill" }
    }
}
