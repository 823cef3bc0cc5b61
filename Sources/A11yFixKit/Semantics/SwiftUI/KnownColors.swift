import Foundation

/// Which colour an expression draws, when the code alone decides it: literals (`Color(red: 0.2,
/// green: 0.4, blue: 0.9)`, `Color(white: 0.3)`, `Color(hue:saturation:brightness:)`, UIKit's and
/// AppKit's initialisers inside `Color(uiColor:)`), the fixed and system colours by name with the
/// values Apple documents, and the project's Asset Catalog colours (`Color("Brand")`, `Color(.brand)`,
/// `.brand` as Xcode's generated symbols name them), and a literal given to a hex initialiser the
/// project declares (`Color(hex: "#1E90FF")`, `UIColor(rgb: 0x1E90FF)`), read the way its body reads
/// it (`HexColorReading`). A trailing `.opacity(0.5)` lowers the alpha. Anything else (a hex value
/// the initialiser's body reads in a way a11yfix cannot follow, a gradient, a material,
/// `.accentColor`, `.secondary` as a hierarchical style, a colour passed in) is unknown: nil.
extension RuleContext {
    public func knownColor(_ expression: ExpressionNode?) -> KnownColor? {
        guard let expression, let chain = expression.singleChain, chain.range == expression.range else { return nil }
        return knownColor(links: chain.links[...], in: expression)
    }

    /// The colour the first links of a chain draw (`Color.yellow` in `Color.yellow.frame(…)`).
    func knownColor(links: ArraySlice<LinkNode>, in expression: ExpressionNode) -> KnownColor? {
        var links = links
        while let last = links.last, last.kind == .member, RuleContext.colourKeepingModifiers.contains(last.name), links.count > 1 {
            links = links.dropLast()
        }
        var alpha = 1.0
        while let last = links.last, last.kind == .member, last.name == "opacity", last.hasCall, links.count > 1 {
            guard last.arguments.count == 1, let factor = colourNumber(last.arguments[0].value) else { return nil }
            alpha *= factor
            links = links.dropLast()
        }
        guard let color = baseColor(links) else { return nil }
        return alpha < 1 ? color.withAlpha(alpha, spelling: RuleContext.squeezed(links.map(\.text).joined())) : color
    }

    /// `Color.white`, `.white`, `Color(…)`, `UIColor(…)`, `UIColor.white`.
    private func baseColor(_ links: ArraySlice<LinkNode>) -> KnownColor? {
        guard let first = links.first else { return nil }
        let spelling = links.map(\.text).joined()
        switch (first.kind, links.count) {
        case (.implicitMember, 1) where !first.hasCall:
            return KnownColors.swiftUI(named: first.name, spelling: spelling) ?? KnownColors.kit(named: first.name, spelling: spelling)
                ?? projectColor(named: first.name, spelling: spelling)
        case (.name, 2) where !first.hasCall && !links.last!.hasCall && links.last!.kind == .member:
            let name = links.last!.name
            switch first.name {
            case "Color": return KnownColors.swiftUI(named: name, spelling: spelling) ?? projectColor(named: name, spelling: spelling)
            case "UIColor", "NSColor": return KnownColors.kit(named: name, spelling: spelling) ?? projectColor(named: name, owner: first.name, spelling: spelling)
            default: return nil
            }
        case (.name, 1) where first.hasCall && !first.hasTrailingClosures:
            switch first.name {
            case "Color": return colorInitializer(first, spelling: spelling)
            case "UIColor", "NSColor": return kitInitializer(first, spelling: spelling)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `Color("Brand")`, `Color(.brand)`, `Color(.systemBackground)`, `Color(uiColor: …)`,
    /// `Color(red:green:blue:opacity:)` with or without a colour space, `Color(white:opacity:)`,
    /// `Color(hue:saturation:brightness:opacity:)`.
    private func colorInitializer(_ link: LinkNode, spelling: String) -> KnownColor? {
        if let color = hexColor(link, owner: "Color", spelling: spelling) { return color }
        let arguments = link.arguments
        let labels = arguments.map { $0.label ?? "_" }
        if labels == ["_"] || labels == ["_", "bundle"] {
            if let name = stringLiteralValue(arguments[0].value) {
                return labels == ["_"] || isMainOrModuleBundle(arguments[1].value) ? assetColor(named: name, spelling: spelling) : nil
            }
        }
        if labels == ["_"] || labels == ["uiColor"] || labels == ["nsColor"], let chain = arguments[0].value?.singleChain,
           chain.range == arguments[0].value?.range {
            let links = chain.links[...]
            if labels == ["_"], links.count == 1, links[links.startIndex].kind == .implicitMember, !links[links.startIndex].hasCall {
                // `Color(.brand)`: a generated asset symbol, else a UIKit or AppKit colour.
                let name = links[links.startIndex].name
                return assetColor(symbol: name, spelling: spelling) ?? KnownColors.kit(named: name, spelling: spelling)
            }
            if let first = links.first, first.kind == .implicitMember || first.name == "UIColor" || first.name == "NSColor" {
                // `Color(uiColor: .init(hex: "…"))`: the argument's type names the initialiser's owner.
                if links.count == 1, first.kind == .implicitMember, first.name == "init", first.hasCall, labels != ["_"] {
                    return hexColor(first, owner: labels == ["uiColor"] ? "UIColor" : "NSColor", spelling: spelling)
                }
                return kitColor(links, spelling: spelling)
            }
        }
        var components = arguments[...]
        var space = "sRGB"
        if let first = components.first, first.label == nil, let chain = first.value?.singleChain, chain.links.count == 1,
           chain.links[0].kind == .implicitMember {
            space = chain.links[0].name
            components = components.dropFirst()
        }
        let names = components.map { $0.label ?? "_" }
        var values: [String: Double] = [:]
        for argument in components {
            guard let label = argument.label, let value = colourNumber(argument.value) else { return nil }
            values[label] = value
        }
        let alpha = values["opacity"] ?? 1
        let color: RGBColor
        switch (names.filter { $0 != "opacity" }, space) {
        case (["red", "green", "blue"], "sRGB"):
            color = RGBColor(red: values["red"]!, green: values["green"]!, blue: values["blue"]!, alpha: alpha)
        case (["red", "green", "blue"], "displayP3"):
            color = .displayP3(red: values["red"]!, green: values["green"]!, blue: values["blue"]!, alpha: alpha)
        case (["white"], "sRGB"):
            color = RGBColor(white: values["white"]!, alpha: alpha)
        case (["hue", "saturation", "brightness"], "sRGB"):
            color = .hsb(hue: values["hue"]!, saturation: values["saturation"]!, brightness: values["brightness"]!, alpha: alpha)
        default:
            return nil
        }
        return KnownColor(fixed: color, spelling: spelling)
    }

    /// `UIColor.white`, `.systemBlue`, `UIColor(red:green:blue:alpha:)` and the like.
    private func kitColor(_ links: ArraySlice<LinkNode>, spelling: String) -> KnownColor? {
        guard let first = links.first else { return nil }
        if links.count == 1, first.kind == .implicitMember, !first.hasCall { return KnownColors.kit(named: first.name, spelling: spelling) }
        return baseColor(links)
    }

    /// `UIColor(red:green:blue:alpha:)`, `UIColor(displayP3Red:green:blue:alpha:)`,
    /// `UIColor(white:alpha:)`, `UIColor(hue:saturation:brightness:alpha:)`, `UIColor(named: "Brand")`.
    private func kitInitializer(_ link: LinkNode, spelling: String) -> KnownColor? {
        if let color = hexColor(link, owner: link.name, spelling: spelling) { return color }
        let arguments = link.arguments
        if arguments.count == 1, arguments[0].label == "named", let name = stringLiteralValue(arguments[0].value) {
            return assetColor(named: name, spelling: spelling)
        }
        var values: [String: Double] = [:]
        for argument in arguments {
            guard let label = argument.label, let value = colourNumber(argument.value) else { return nil }
            values[label] = value
        }
        let alpha = values["alpha"] ?? 1
        let color: RGBColor
        switch arguments.map({ $0.label ?? "_" }).filter({ $0 != "alpha" }) {
        case ["red", "green", "blue"]: color = RGBColor(red: values["red"]!, green: values["green"]!, blue: values["blue"]!, alpha: alpha)
        case ["displayP3Red", "green", "blue"]:
            color = .displayP3(red: values["displayP3Red"]!, green: values["green"]!, blue: values["blue"]!, alpha: alpha)
        case ["white"]: color = RGBColor(white: values["white"]!, alpha: alpha)
        case ["hue", "saturation", "brightness"]:
            color = .hsb(hue: values["hue"]!, saturation: values["saturation"]!, brightness: values["brightness"]!, alpha: alpha)
        default: return nil
        }
        return KnownColor(fixed: color, spelling: spelling)
    }

    /// `Color(hex: "#1E90FF")`, `UIColor(rgb: 0x1E90FF, alpha: 0.5)`: a string or integer literal given to
    /// an initialiser of `owner` the project declares, whose body reads it (`HexColorReading`), the
    /// other arguments number literals or left to their defaults. Nil unless every such initialiser
    /// the call can mean draws the same colour.
    private func hexColor(_ link: LinkNode, owner: String, spelling: String) -> KnownColor? {
        guard let project, let value = link.arguments.first?.value, !link.hasTrailingClosures else { return nil }
        let literal = RuleContext.squeezed(value.text)
        let isString = literal.hasPrefix("\"")
        guard isString ? !literal.contains("\\") : literal.first?.isNumber == true else { return nil }
        let labels = link.arguments.map { $0.label ?? "_" }
        var others: [String: Double?] = [:]
        for argument in link.arguments.dropFirst() {
            guard let label = argument.label else { return nil }
            others[label] = .some(colourNumber(argument.value))
        }
        var colors: [RGBColor?] = []
        for member in project.staticMembers(of: owner, named: "init") {
            guard let reading = member.hexReading, member.labels.first == labels.first, (reading.input == .string) == isString,
                  labels.dropFirst().allSatisfy(member.labels.dropFirst().contains) else { continue }
            colors.append(reading.color(literal: literal, arguments: others))
        }
        guard let color = colors.first ?? nil, colors.allSatisfy({ $0 == color }) else { return nil }
        return KnownColor(fixed: color, spelling: spelling)
    }

    /// `Bundle.main`, `.main`, `.module`, `nil`: where an unqualified asset name is also looked up.
    private func isMainOrModuleBundle(_ expression: ExpressionNode?) -> Bool {
        guard let expression else { return false }
        return [".main", "Bundle.main", ".module", "Bundle.module", "nil"].contains(RuleContext.squeezed(expression.text))
    }

    /// `Color.brand`: the project's own static property when it declares one (an asset colour when
    /// all the property does is name one, else unknown), or the symbol Xcode generates for an asset.
    private func projectColor(named name: String, owner: String = "Color", spelling: String) -> KnownColor? {
        guard let project else { return nil }
        let declared = project.staticMembers(of: owner, named: name).filter { $0.colorAsset != "=" }
        if declared.isEmpty { return owner == "Color" ? assetColor(symbol: name, spelling: spelling) : nil }
        guard declared.count == 1, let asset = declared[0].colorAsset else { return nil }
        return asset.hasPrefix(".") ? assetColor(symbol: String(asset.dropFirst()), spelling: spelling) : assetColor(named: asset, spelling: spelling)
    }

    /// An Asset Catalog colour of the project by its name (`Color("Brand")`).
    private func assetColor(named name: String, spelling: String) -> KnownColor? {
        project?.assetColor(named: name).map { $0.known(spelling: spelling) }
    }

    /// An Asset Catalog colour of the project by the symbol Xcode generates for it (`.brand`).
    private func assetColor(symbol: String, spelling: String) -> KnownColor? {
        project?.assetColor(symbol: symbol).map { $0.known(spelling: spelling) }
    }

    /// A colour component: a number literal from 0 to 1, or a fraction of two (`52 / 255`,
    /// `52.0/255.0`).
    func colourNumber(_ expression: ExpressionNode?) -> Double? {
        guard let expression else { return nil }
        let parts = RuleContext.squeezed(expression.text).split(separator: "/", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return nil }
        var values: [Double] = []
        for part in parts {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "_") }),
                  let value = Double(part.replacingOccurrences(of: "_", with: "")) else { return nil }
            values.append(value)
        }
        let value = values.count == 2 ? (values[1] == 0 ? -1 : values[0] / values[1]) : values[0]
        return (0...1).contains(value) ? value : nil
    }
}

/// The colours Apple documents by name.
enum KnownColors {
    /// SwiftUI's named colours. The system hues have each value the Human Interface Guidelines have
    /// given them (iOS before and from iOS 26, and macOS), light and dark.
    static func swiftUI(named name: String, spelling: String) -> KnownColor? {
        switch name {
        case "white": return KnownColor(fixed: RGBColor(white: 1), spelling: spelling)
        case "black": return KnownColor(fixed: RGBColor(white: 0), spelling: spelling)
        case "clear": return KnownColor(fixed: RGBColor(white: 0, alpha: 0), spelling: spelling)
        case "primary": return systemColor(light: [RGBColor(white: 0)], dark: [RGBColor(white: 1)], spelling: spelling)
        default:
            guard let hue = systemHues[name] else { return nil }
            return systemColor(light: hue.light, dark: hue.dark, spelling: spelling)
        }
    }

    /// UIKit's and AppKit's named colours: the fixed ones (`UIColor.red` is pure red, not
    /// `systemRed`), the system hues, and the label and background colours of iOS.
    static func kit(named name: String, spelling: String) -> KnownColor? {
        if name.hasPrefix("system"), name.count > 6 {
            let hue = name.dropFirst(6).prefix(1).lowercased() + name.dropFirst(7)
            if let values = systemHues[hue] { return systemColor(light: values.light, dark: values.dark, spelling: spelling) }
        }
        let fixed: RGBColor?
        switch name {
        case "white": fixed = RGBColor(white: 1)
        case "black": fixed = RGBColor(white: 0)
        case "clear": fixed = RGBColor(white: 0, alpha: 0)
        case "gray": fixed = RGBColor(white: 0.5)
        case "darkGray": fixed = RGBColor(white: 1.0 / 3)
        case "lightGray": fixed = RGBColor(white: 2.0 / 3)
        case "red": fixed = RGBColor(red: 1, green: 0, blue: 0)
        case "green": fixed = RGBColor(red: 0, green: 1, blue: 0)
        case "blue": fixed = RGBColor(red: 0, green: 0, blue: 1)
        case "yellow": fixed = RGBColor(red: 1, green: 1, blue: 0)
        case "cyan": fixed = RGBColor(red: 0, green: 1, blue: 1)
        case "magenta": fixed = RGBColor(red: 1, green: 0, blue: 1)
        case "orange": fixed = RGBColor(red: 1, green: 0.5, blue: 0)
        case "purple": fixed = RGBColor(red: 0.5, green: 0, blue: 0.5)
        case "brown": fixed = RGBColor(red: 0.6, green: 0.4, blue: 0.2)
        default: fixed = nil
        }
        if let fixed { return KnownColor(fixed: fixed, spelling: spelling) }
        // iOS's semantic colours; dark backgrounds have a base and an elevated level.
        switch name {
        case "label": return systemColor(light: [RGBColor(white: 0)], dark: [RGBColor(white: 1)], spelling: spelling)
        case "systemBackground", "secondarySystemGroupedBackground", "secondarySystemBackground", "systemGroupedBackground":
            let isGrey = name == "secondarySystemBackground" || name == "systemGroupedBackground"
            let isElevated = name.hasPrefix("secondary")
            return systemColor(light: [isGrey ? RGBColor(bytes: 242, 242, 247) : RGBColor(white: 1)],
                               dark: isElevated ? [RGBColor(bytes: 28, 28, 30), RGBColor(bytes: 44, 44, 46)] : [RGBColor(white: 0), RGBColor(bytes: 28, 28, 30)],
                               spelling: spelling)
        default: return nil
        }
    }

    /// A colour of the system's palette, which has a value of its own under Increase Contrast.
    private static func systemColor(light: [RGBColor], dark: [RGBColor], spelling: String) -> KnownColor {
        var color = KnownColor(light: light, dark: dark, spelling: spelling)
        color.followsIncreaseContrast = true
        return color
    }

    /// Light and dark values of each system hue.
    static let systemHues: [String: (light: [RGBColor], dark: [RGBColor])] = {
        // name: iOS until 18 (light, dark), iOS 26 (light, dark), macOS (light, dark)
        let table: [(String, [[Int]])] = [
            ("red", [[255, 59, 48], [255, 69, 58], [255, 56, 60], [255, 66, 69], [255, 59, 48], [255, 69, 58]]),
            ("orange", [[255, 149, 0], [255, 159, 10], [255, 141, 40], [255, 146, 48], [255, 149, 0], [255, 159, 10]]),
            ("yellow", [[255, 204, 0], [255, 214, 10], [255, 204, 0], [255, 214, 0], [255, 204, 0], [255, 214, 10]]),
            ("green", [[52, 199, 89], [48, 209, 88], [52, 199, 89], [48, 209, 88], [40, 205, 65], [50, 215, 75]]),
            ("mint", [[0, 199, 190], [102, 212, 207], [0, 200, 179], [0, 218, 195], [0, 199, 190], [102, 212, 207]]),
            ("teal", [[48, 176, 199], [64, 200, 224], [0, 195, 208], [0, 210, 224], [89, 173, 196], [106, 196, 220]]),
            ("cyan", [[50, 173, 230], [100, 210, 255], [0, 192, 232], [60, 211, 254], [85, 190, 240], [90, 200, 245]]),
            ("blue", [[0, 122, 255], [10, 132, 255], [0, 136, 255], [0, 145, 255], [0, 122, 255], [10, 132, 255]]),
            ("indigo", [[88, 86, 214], [94, 92, 230], [97, 85, 245], [109, 124, 255], [88, 86, 214], [94, 92, 230]]),
            ("purple", [[175, 82, 222], [191, 90, 242], [203, 48, 224], [219, 52, 242], [175, 82, 222], [191, 90, 242]]),
            ("pink", [[255, 45, 85], [255, 55, 95], [255, 45, 85], [255, 55, 95], [255, 45, 85], [255, 55, 95]]),
            ("brown", [[162, 132, 94], [172, 142, 104], [172, 127, 94], [183, 138, 102], [162, 132, 94], [172, 142, 104]]),
            ("gray", [[142, 142, 147], [142, 142, 147], [142, 142, 147], [142, 142, 147], [142, 142, 147], [152, 152, 157]]),
        ]
        var hues: [String: (light: [RGBColor], dark: [RGBColor])] = [:]
        for (name, values) in table {
            let colors = values.map { RGBColor(bytes: $0[0], $0[1], $0[2]) }
            hues[name] = (unique([colors[0], colors[2], colors[4]]), unique([colors[1], colors[3], colors[5]]))
        }
        return hues
    }()

    private static func unique(_ colors: [RGBColor]) -> [RGBColor] {
        colors.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
