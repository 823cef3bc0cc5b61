import Foundation

/// A colour as gamma-encoded sRGB components from 0 to 1 and an alpha: what WCAG's contrast ratio
/// is defined on.
public struct RGBColor: Equatable, Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// From 0–255 components, as Apple's Human Interface Guidelines give its system colours.
    init(bytes red: Int, _ green: Int, _ blue: Int) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }

    /// A Display P3 colour in sRGB: through linear light and the D65 matrices between the two gamuts
    /// (both use sRGB's transfer curve); components outside sRGB are clamped.
    static func displayP3(red: Double, green: Double, blue: Double, alpha: Double) -> RGBColor {
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        let sRed = 1.2249401 * r - 0.2249404 * g
        let sGreen = -0.0420569 * r + 1.0420571 * g
        let sBlue = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        return RGBColor(red: encoded(sRed), green: encoded(sGreen), blue: encoded(sBlue), alpha: alpha)
    }

    /// `Color(hue:saturation:brightness:)`: HSB with every value from 0 to 1.
    static func hsb(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> RGBColor {
        let sector = (hue - hue.rounded(.down)) * 6
        let fraction = sector - sector.rounded(.down)
        let (p, q, t) = (brightness * (1 - saturation), brightness * (1 - saturation * fraction), brightness * (1 - saturation * (1 - fraction)))
        let (red, green, blue): (Double, Double, Double)
        switch Int(sector) % 6 {
        case 0: (red, green, blue) = (brightness, t, p)
        case 1: (red, green, blue) = (q, brightness, p)
        case 2: (red, green, blue) = (p, brightness, t)
        case 3: (red, green, blue) = (p, q, brightness)
        case 4: (red, green, blue) = (t, p, brightness)
        default: (red, green, blue) = (brightness, p, q)
        }
        return RGBColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    private static func linear(_ component: Double) -> Double {
        component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
    }

    private static func encoded(_ linear: Double) -> Double {
        let value = min(1, max(0, linear))
        return value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }

    /// WCAG 2's relative luminance.
    public var luminance: Double {
        0.2126 * RGBColor.linear(red) + 0.7152 * RGBColor.linear(green) + 0.0722 * RGBColor.linear(blue)
    }

    /// A ratio as WCAG tools print it: two decimals, rounded down so that a failing ratio never
    /// reads as the threshold (4.497 is 4.49, not 4.5). Every message about contrast writes it so.
    public static func ratioText(_ ratio: Double) -> String {
        let truncated = (ratio * 100).rounded(.down) / 100
        return truncated == truncated.rounded() ? String(Int(truncated)) : String(format: "%.2f", truncated).replacingOccurrences(of: ".50", with: ".5")
    }

    /// WCAG 2's contrast ratio, from 1 to 21, between two opaque colours.
    public func contrastRatio(with other: RGBColor) -> Double {
        let (lighter, darker) = (max(luminance, other.luminance), min(luminance, other.luminance))
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// How much a line or glyph of this colour stands out from the opaque `backdrop` it is drawn on:
    /// the contrast ratio of the two once this colour's alpha is composited.
    public func contrast(drawnOver backdrop: RGBColor) -> Double {
        composited(over: backdrop).contrastRatio(with: backdrop)
    }

    /// This colour drawn over an opaque `background`.
    public func composited(over background: RGBColor) -> RGBColor {
        RGBColor(red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
                 blue: blue * alpha + background.blue * (1 - alpha))
    }

    public func withAlpha(_ factor: Double) -> RGBColor {
        RGBColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Whether it has no hue: white, black or a grey.
    public var isGrey: Bool { max(red, green, blue) - min(red, green, blue) < 0.01 }

    /// `#RRGGBB`.
    public var hex: String {
        [red, green, blue].map { component in
            let byte = String(Int((min(1, max(0, component)) * 255).rounded()), radix: 16, uppercase: true)
            return byte.count == 1 ? "0" + byte : byte
        }.joined().reduce(into: "#") { $0.append($1) }
    }

    /// The colour of the same hue and saturation (HSL) whose lightness is nearest to this one's and
    /// whose contrast with every one of `backgrounds` is at least `ratio`; nil when no lightness
    /// reaches it. The ratio is checked on the 8-bit colour the hex writes.
    public func nearestLightness(reaching ratio: Double, against backgrounds: [RGBColor]) -> RGBColor? {
        let (hue, saturation, lightness) = hsl
        func passes(_ candidate: RGBColor) -> Bool {
            backgrounds.allSatisfy { candidate.rounded.contrastRatio(with: $0) >= ratio }
        }
        let color = { (lightness: Double) in RGBColor.hsl(hue: hue, saturation: saturation, lightness: lightness).rounded }
        // Steps outward in both directions, then halves the last step to the closest passing lightness.
        let step = 0.005
        for count in 1...200 {
            for direction in [-1.0, 1.0] {
                var passing = lightness + direction * Double(count) * step
                guard passing >= 0, passing <= 1, passes(color(passing)) else { continue }
                var failing = passing - direction * step
                for _ in 0..<12 {
                    let middle = (passing + failing) / 2
                    if passes(color(middle)) { passing = middle } else { failing = middle }
                }
                return color(passing)
            }
        }
        return nil
    }

    /// To 8 bits a component, as a hex colour says it.
    private var rounded: RGBColor {
        RGBColor(red: (red * 255).rounded() / 255, green: (green * 255).rounded() / 255, blue: (blue * 255).rounded() / 255, alpha: alpha)
    }

    private var hsl: (hue: Double, saturation: Double, lightness: Double) {
        let high = max(red, green, blue), low = min(red, green, blue)
        let lightness = (high + low) / 2
        guard high > low else { return (0, 0, lightness) }
        let chroma = high - low
        let saturation = chroma / (1 - abs(2 * lightness - 1))
        var hue: Double
        if high == red { hue = (green - blue) / chroma } else if high == green { hue = (blue - red) / chroma + 2 } else { hue = (red - green) / chroma + 4 }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, saturation, lightness)
    }

    private static func hsl(hue: Double, saturation: Double, lightness: Double) -> RGBColor {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let sector = hue * 6
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (red, green, blue): (Double, Double, Double)
        switch Int(sector) % 6 {
        case 0: (red, green, blue) = (chroma, second, 0)
        case 1: (red, green, blue) = (second, chroma, 0)
        case 2: (red, green, blue) = (0, chroma, second)
        case 3: (red, green, blue) = (0, second, chroma)
        case 4: (red, green, blue) = (second, 0, chroma)
        default: (red, green, blue) = (chroma, 0, second)
        }
        let offset = lightness - chroma / 2
        return RGBColor(red: red + offset, green: green + offset, blue: blue + offset)
    }
}

/// The two appearances a colour can resolve in.
public enum Appearance: String, CaseIterable, Sendable {
    case light, dark
}

/// A colour whose value the code decides: what it resolves to in light and in dark appearance (the
/// same for a fixed colour). A system colour whose value changed between OS releases has each
/// release's value, so that a ratio is only reported when every release's fails.
public struct KnownColor: Equatable, Sendable {
    public var light: [RGBColor]
    public var dark: [RGBColor]
    /// As the code writes it, for messages.
    public var spelling: String
    /// Whether it is an Asset Catalog colour: one a designer can give a dark variant without a code change.
    public var isAsset = false
    /// Whether the system draws another value of it under Increase Contrast: the system hues and
    /// semantic colours (a darker `systemGray`, a stronger `label`), and Asset Catalog colours whose
    /// colour set has a High Contrast variant. Literal and fixed colours (`.white`, `Color(white:)`,
    /// `UIColor.lightGray`) do not; nor does the alpha an `.opacity(…)` gives any colour.
    public var followsIncreaseContrast = false

    public init(light: [RGBColor], dark: [RGBColor], spelling: String) {
        self.light = light
        self.dark = dark
        self.spelling = spelling
    }

    init(fixed color: RGBColor, spelling: String) {
        self.init(light: [color], dark: [color], spelling: spelling)
    }

    public func values(in appearance: Appearance) -> [RGBColor] {
        appearance == .light ? light : dark
    }

    /// Whether it resolves differently in dark appearance.
    public var adapts: Bool { light != dark }

    /// Whether every value is opaque.
    public var isOpaque: Bool { (light + dark).allSatisfy { $0.alpha >= 1 } }

    /// Whether every value is fully transparent (`.clear`).
    public var isClear: Bool { (light + dark).allSatisfy { $0.alpha <= 0 } }

    /// The most a line of this colour can stand out from a plain backdrop, whatever the backdrop: the
    /// greatest contrast any of its values has drawn over white or over black (over a grey between
    /// them it stands out less). Under 3:1, WCAG's minimum for the lines that show a component
    /// (1.4.11), it is faint on every screen.
    public var greatestContrastOnPlainBackdrop: Double {
        (light + dark).flatMap { [$0.contrast(drawnOver: RGBColor(white: 1)), $0.contrast(drawnOver: RGBColor(white: 0))] }.max() ?? 1
    }

    func withAlpha(_ factor: Double, spelling: String) -> KnownColor {
        var color = KnownColor(light: light.map { $0.withAlpha(factor) }, dark: dark.map { $0.withAlpha(factor) }, spelling: spelling)
        color.isAsset = isAsset
        color.followsIncreaseContrast = followsIncreaseContrast
        return color
    }
}
