import Foundation

/// A named colour of a project's Asset Catalogs: its value in light appearance (the "Any" or "Light"
/// entry) and, when the colour set has one, in dark appearance.
public struct AssetColor: Equatable, Sendable {
    public var name: String
    public var light: RGBColor
    /// Nil when the colour set gives no dark variant: the same colour in both appearances.
    public var dark: RGBColor?
    /// Whether the colour set gives a High Contrast variant, which the system draws under Increase Contrast.
    public var hasHighContrastVariant: Bool

    public init(name: String, light: RGBColor, dark: RGBColor?, hasHighContrastVariant: Bool = false) {
        self.name = name
        self.light = light
        self.dark = dark
        self.hasHighContrastVariant = hasHighContrastVariant
    }

    func known(spelling: String) -> KnownColor {
        var color = KnownColor(light: [light], dark: [dark ?? light], spelling: spelling)
        color.isAsset = true
        color.followsIncreaseContrast = hasHighContrastVariant
        return color
    }
}

/// The colour sets (`*.colorset/Contents.json`) of a project's Asset Catalogs, by name and by the
/// symbol Xcode generates for them, and the names of their image sets and symbol sets. Read the first time a question needs them, in every run that
/// asks: they are not Swift, so the index cache never holds them. A name two catalogs give
/// different values is unknown, and so is a colour set that refers to a system colour, varies by
/// device, or cannot be read.
final class AssetColors: @unchecked Sendable {
    private let catalogs: [String]
    private let settings: [String]
    private let lock = NSLock()
    private var loaded: (byName: [String: AssetColor], bySymbol: [String: AssetColor], images: Images)?

    /// The names of the catalogs' image sets (`*.imageset`: bitmaps, PDFs, SVGs) and symbol sets
    /// (`*.symbolset`: custom SF Symbols, which a font sizes).
    private struct Images {
        var bitmaps: Set<String> = []
        var symbols: Set<String> = []
    }
    private var optsOut: Bool?

    /// `catalogs` are the project's `.xcassets` folders (`ProjectFiles.assetCatalogs`), `settings`
    /// its Info.plist files and build settings (`ProjectFiles.infoPlists`, `buildConfigurations`).
    init(catalogs: [String], settings: [String] = []) {
        self.catalogs = catalogs
        self.settings = settings
    }

    /// Whether an Info.plist or a build setting opts the app out of Dark Mode, so that its colours
    /// are only ever drawn in light appearance: `UIUserInterfaceStyle` `Light`,
    /// `NSRequiresAquaSystemAppearance` true, `INFOPLIST_KEY_UIUserInterfaceStyle = Light`.
    var optsOutOfDarkMode: Bool {
        lock.lock()
        defer { lock.unlock() }
        if let optsOut { return optsOut }
        let found = settings.contains { path in
            guard let data = FileManager.default.contents(atPath: path) else { return false }
            let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\t", with: "")
                .replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "\r", with: "").replacingOccurrences(of: "\"", with: "")
            return text.contains("<key>UIUserInterfaceStyle</key><string>Light</string>") || text.contains("UIUserInterfaceStyle=Light")
                || text.contains("<key>NSRequiresAquaSystemAppearance</key><true/>") || text.contains("NSRequiresAquaSystemAppearance=YES")
        }
        optsOut = found
        return found
    }

    func color(named name: String) -> AssetColor? {
        tables().byName[name]
    }

    func color(symbol: String) -> AssetColor? {
        tables().bySymbol[symbol]
    }

    /// Whether some catalog has an image set of this name and none a symbol set: an image a font
    /// does not size (`Image("heart.fill")` drawn from an SVG).
    func isBitmapImage(named name: String) -> Bool {
        let images = tables().images
        return images.bitmaps.contains(name) && !images.symbols.contains(name)
    }

    private func tables() -> (byName: [String: AssetColor], bySymbol: [String: AssetColor], images: Images) {
        lock.lock()
        defer { lock.unlock() }
        if let loaded { return loaded }
        var found: [String: AssetColor?] = [:]
        var images = Images()
        for catalog in catalogs {
            collect(in: catalog, namespace: "", into: &found, images: &images)
        }
        var byName: [String: AssetColor] = [:]
        var bySymbol: [String: AssetColor?] = [:]
        for case let (name, color?) in found {
            byName[name] = color
            // Namespaced colours are nested symbols; only top-level names are looked up by symbol.
            guard !name.contains("/") else { continue }
            let symbol = AssetColors.symbol(forName: name)
            bySymbol[symbol] = bySymbol[symbol] == nil ? color : nil
        }
        let tables = (byName, bySymbol.compactMapValues { $0 }, images)
        loaded = tables
        return tables
    }

    /// The colour sets and image names under `folder`; a folder whose `Contents.json` provides a
    /// namespace puts its name before theirs (`Brand/Primary`).
    private func collect(in folder: String, namespace: String, into found: inout [String: AssetColor?], images: inout Images) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            if name.hasSuffix(".colorset") {
                let colorName = namespace + String(name.dropLast(".colorset".count))
                let color = FileManager.default.contents(atPath: path + "/Contents.json").flatMap { AssetColors.color(named: colorName, contents: [UInt8]($0)) }
                if let existing = found[colorName] { if existing != color { found[colorName] = .some(nil) } } else { found[colorName] = .some(color) }
            } else if name.hasSuffix(".imageset") {
                images.bitmaps.insert(namespace + String(name.dropLast(".imageset".count)))
            } else if name.hasSuffix(".symbolset") {
                images.symbols.insert(namespace + String(name.dropLast(".symbolset".count)))
            } else if !name.contains(".") || name.hasSuffix(".xcassets") {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                let providesNamespace = FileManager.default.contents(atPath: path + "/Contents.json").map { AssetColors.providesNamespace([UInt8]($0)) } ?? false
                collect(in: path, namespace: providesNamespace ? namespace + name + "/" : namespace, into: &found, images: &images)
            }
        }
    }

    private static func providesNamespace(_ contents: [UInt8]) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: Data(contents)) as? [String: Any],
              let properties = object["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }

    /// A colour set's colour from its `Contents.json`: the universal entries without a high-contrast
    /// appearance, light from the entry with no luminosity or a light one, dark from a dark one; and
    /// whether an entry with a high-contrast appearance gives a colour.
    static func color(named name: String, contents: [UInt8]) -> AssetColor? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(contents)) as? [String: Any],
              let entries = object["colors"] as? [[String: Any]] else { return nil }
        var any: RGBColor?
        var light: RGBColor?
        var dark: RGBColor?
        var hasHighContrastVariant = false
        for entry in entries {
            // A colour for one device family may differ from the universal one.
            guard (entry["idiom"] as? String ?? "universal") == "universal" else { return nil }
            let appearances = (entry["appearances"] as? [[String: Any]] ?? []).compactMap { appearance -> (String, String)? in
                guard let kind = appearance["appearance"] as? String, let value = appearance["value"] as? String else { return nil }
                return (kind, value)
            }
            if appearances.contains(where: { $0.0 == "contrast" }) {
                if entry["color"] != nil { hasHighContrastVariant = true }
                continue
            }
            guard let colorObject = entry["color"] as? [String: Any] else { continue }
            guard let color = rgb(colorObject) else { return nil }
            switch appearances.first(where: { $0.0 == "luminosity" })?.1 {
            case nil: any = color
            case "light": light = color
            case "dark": dark = color
            default: return nil
            }
        }
        guard let lightColor = light ?? any else { return nil }
        return AssetColor(name: name, light: lightColor, dark: dark, hasHighContrastVariant: hasHighContrastVariant)
    }

    /// `{"color-space": "srgb", "components": {"red": "0.2", "green": "0x80", "blue": "255", "alpha": "1.000"}}`:
    /// floats from 0 to 1, hex bytes or 0–255 integers (when another component is above 1), in
    /// sRGB, extended sRGB, Display P3 or a grey with gamma 2.2; nil for a reference to a system
    /// colour or another colour space.
    static func rgb(_ color: [String: Any]) -> RGBColor? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        let space = color["color-space"] as? String ?? "srgb"
        func text(_ key: String) -> String? {
            if let string = components[key] as? String { return string.trimmingCharacters(in: .whitespaces) }
            if let number = components[key] as? NSNumber { return number.stringValue }
            return nil
        }
        let alpha = text("alpha").flatMap { Double($0) } ?? 1
        guard (0...1).contains(alpha) else { return nil }
        if space == "gray-gamma-22" || space == "extended-gray" {
            guard let white = text("white").flatMap({ component($0, isByte: !$0.contains(".") && (Double($0) ?? 0) > 1) }) else { return nil }
            // Gamma 2.2 to sRGB's curve through linear light.
            let linear = pow(white, 2.2)
            let encoded = linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
            return RGBColor(white: encoded, alpha: alpha)
        }
        guard let red = text("red"), let green = text("green"), let blue = text("blue") else { return nil }
        let texts = [red, green, blue]
        // Xcode writes 8-bit components as integers and floats with a decimal point.
        let isBytes = texts.contains { $0.hasPrefix("0x") || $0.hasPrefix("0X") || !$0.contains(".") && (Double($0) ?? 0) > 1 }
        let values = texts.compactMap { component($0, isByte: isBytes) }
        guard values.count == 3 else { return nil }
        switch space {
        case "srgb", "extended-srgb": return RGBColor(red: values[0], green: values[1], blue: values[2], alpha: alpha)
        case "display-p3": return .displayP3(red: values[0], green: values[1], blue: values[2], alpha: alpha)
        default: return nil
        }
    }

    private static func component(_ text: String, isByte: Bool) -> Double? {
        let value: Double?
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            value = Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        } else if isByte {
            value = Int(text).map { Double($0) / 255 }
        } else {
            value = Double(text)
        }
        guard let value, (0...1).contains(value) else { return nil }
        return value
    }

    /// The name of the symbol Xcode generates for a colour asset: lower camel case from its words,
    /// without a final "Color" (`Brand Primary` → `brandPrimary`, `AccentColor` → `accent`).
    static func symbol(forName name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard var symbol = words.first.map({ first in first.prefix(1).lowercased() + first.dropFirst() }) else { return name }
        for word in words.dropFirst() { symbol += word.prefix(1).uppercased() + word.dropFirst() }
        if symbol.hasSuffix("Color"), symbol.count > 5 { symbol.removeLast(5) }
        return symbol
    }
}
