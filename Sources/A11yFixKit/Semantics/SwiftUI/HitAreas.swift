/// How large a tappable view is, as far as its code spells it: the literal frames and paddings of
/// its label and of the control, in the order SwiftUI lays them out.
public struct HitArea {
    /// Points on each axis; nil where the code does not say (a label sized by its text or font, a
    /// frame filling its container, a computed value).
    public var width: Double?
    public var height: Double?
    /// The frame or padding that set the size last: where a larger minimum frame belongs.
    public var lastSizing: LinkNode?

    public static let unknown = HitArea(width: nil, height: nil, lastSizing: nil)

    /// The smaller of the known sides; nil when neither is known.
    public var smallestSide: Double? { [width, height].compactMap { $0 }.min() }
}

extension RuleContext {
    /// SwiftUI's default padding on each edge (`.padding()`), on iOS.
    static let defaultPadding = 16.0

    /// The hit area of a control (`Button`, `NavigationLink`, `Link`, `Menu`): its label's, when the
    /// label is one view, within the control's own fixed frame. Padding and minimum frames outside the
    /// control only place it: a tap there does not reach it. Nil when a button style other than the
    /// plain and borderless ones, or a control size, gives it a system size of its own.
    public func hitArea(ofControl chain: ChainNode) -> HitArea? {
        guard let element = chain.elementLink else { return nil }
        let label = labelContent(of: element)
        var area = HitArea.unknown
        if label.count == 1, let labelArea = hitArea(of: label[0], upTo: nil, from: .unknown) { area = labelArea }
        return hitArea(of: chain, upTo: nil, from: area, outsideControl: true)
    }

    /// The hit area of the view a chain builds before `end` (the `.onTapGesture` that makes it
    /// tappable). With `outsideControl`, the chain's modifiers wrap a control: a fixed frame caps it.
    public func hitArea(of chain: ChainNode, upTo end: LinkNode?, from start: HitArea, outsideControl: Bool = false) -> HitArea? {
        var area = start
        for modifier in chain.modifiers {
            if modifier === end { break }
            switch modifier.name {
            case "frame" where outsideControl:
                capWithFrame(modifier, area: &area)
            case "frame":
                applyFrame(modifier, to: &area)
            case "padding" where !outsideControl:
                applyPadding(modifier, to: &area)
            case "aspectRatio":
                area = HitArea(width: nil, height: nil, lastSizing: modifier)
            case "buttonStyle":
                guard hasPlainStyle(modifier) else { return nil }
            case "controlSize":
                return nil
            default:
                break
            }
        }
        return area
    }

    /// `.buttonStyle(.plain)`, `.borderless`, `PlainButtonStyle()`, `BorderlessButtonStyle()`: styles
    /// that draw the label as it is, adding no padding.
    func hasPlainStyle(_ buttonStyle: LinkNode) -> Bool {
        guard let name = buttonStyle.arguments.first?.value?.singleChain?.links.first?.name else { return false }
        return ["plain", "borderless", "PlainButtonStyle", "BorderlessButtonStyle"].contains(name)
    }

    private func applyFrame(_ frame: LinkNode, to area: inout HitArea) {
        func side(_ current: Double?, exact: String, minimum: String, maximum: String) -> Double? {
            var side = current
            if let argument = frame.argument(exact) { side = numericLiteral(argument.value)?.value }
            if let argument = frame.argument(minimum) {
                let value = numericLiteral(argument.value)?.value
                side = side.flatMap { known in value.map { max(known, $0) } }
            }
            if let argument = frame.argument(maximum) {
                // The frame takes what its container offers up to the maximum (all of it for
                // `.infinity`): more than the view, unless the maximum is smaller.
                let value = numericLiteral(argument.value)?.value
                side = side.flatMap { known in value.flatMap { $0 <= known ? $0 : nil } }
            }
            return side
        }
        area.width = side(area.width, exact: "width", minimum: "minWidth", maximum: "maxWidth")
        area.height = side(area.height, exact: "height", minimum: "minHeight", maximum: "maxHeight")
        area.lastSizing = frame
    }

    /// A fixed `width:` or `height:` around a control: the control gets no more than that.
    private func capWithFrame(_ frame: LinkNode, area: inout HitArea) {
        for (label, keyPath) in [("width", \HitArea.width), ("height", \HitArea.height)] {
            guard let argument = frame.argument(label) else { continue }
            let cap = numericLiteral(argument.value)?.value
            area[keyPath: keyPath] = cap.map { cap in area[keyPath: keyPath].map { min($0, cap) } ?? cap }
            area.lastSizing = frame
        }
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal, 12)`, `.padding([.top, .bottom])`.
    private func applyPadding(_ padding: LinkNode, to area: inout HitArea) {
        var horizontalEdges = 2.0, verticalEdges = 2.0
        var length: Double? = RuleContext.defaultPadding
        let arguments = padding.unlabeledArguments
        if let first = arguments.first?.value {
            if let value = numericLiteral(first)?.value {
                length = value
            } else {
                let edges = first.descendants(ofType: LinkNode.self).filter { $0.kind == .implicitMember || $0.kind == .member }.map(\.name)
                guard !edges.isEmpty, edges.allSatisfy({ ["horizontal", "vertical", "top", "bottom", "leading", "trailing", "all"].contains($0) }) else {
                    area = HitArea(width: nil, height: nil, lastSizing: padding)  // `EdgeInsets`, a computed value
                    return
                }
                horizontalEdges = Double(edges.reduce(0) { $0 + ($1 == "horizontal" || $1 == "all" ? 2 : ($1 == "leading" || $1 == "trailing" ? 1 : 0)) })
                verticalEdges = Double(edges.reduce(0) { $0 + ($1 == "vertical" || $1 == "all" ? 2 : ($1 == "top" || $1 == "bottom" ? 1 : 0)) })
                if arguments.count > 1 { length = numericLiteral(arguments[1].value)?.value }
            }
        }
        if horizontalEdges > 0 { area.width = length.flatMap { amount in area.width.map { $0 + horizontalEdges * amount } } }
        if verticalEdges > 0 { area.height = length.flatMap { amount in area.height.map { $0 + verticalEdges * amount } } }
        area.lastSizing = padding
    }
}
