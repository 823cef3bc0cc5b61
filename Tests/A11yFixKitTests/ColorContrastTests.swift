import XCTest
@testable import A11yFixKit

/// WCAG's contrast arithmetic, Asset Catalog colour sets, and the color-contrast rule on a project
/// whose colours live in its catalogs.
final class ColorContrastTests: XCTestCase {
    func testContrastRatiosMatchWCAGsReferenceValues() {
        let white = RGBColor(white: 1), black = RGBColor(white: 0)
        XCTAssertEqual(white.contrastRatio(with: black), 21, accuracy: 0.001)
        XCTAssertEqual(black.contrastRatio(with: white), 21, accuracy: 0.001)
        // #767676 on white is the lightest grey that passes 4.5:1; #777777 fails.
        XCTAssertEqual(RGBColor(bytes: 0x76, 0x76, 0x76).contrastRatio(with: white), 4.54, accuracy: 0.01)
        XCTAssertLessThan(RGBColor(bytes: 0x77, 0x77, 0x77).contrastRatio(with: white), 4.5)
        // iOS's systemBlue on white: under 4.5:1, over 3:1.
        XCTAssertEqual(RGBColor(bytes: 0, 122, 255).contrastRatio(with: white), 4.02, accuracy: 0.01)
        // Half-transparent black over white is a mid grey.
        XCTAssertEqual(RGBColor(white: 0, alpha: 0.5).composited(over: white), RGBColor(white: 0.5))
    }

    func testTheNearestPassingColourKeepsTheHueAndPasses() throws {
        let white = RGBColor(white: 1)
        let orange = RGBColor(bytes: 255, 149, 0)
        let passing = try XCTUnwrap(orange.nearestLightness(reaching: 4.5, against: [white]))
        XCTAssertGreaterThanOrEqual(passing.contrastRatio(with: white), 4.5)
        XCTAssertGreaterThan(passing.red, passing.green)
        XCTAssertGreaterThan(passing.green, passing.blue)
        XCTAssertEqual(RGBColor(white: 0.9).nearestLightness(reaching: 4.5, against: [white])?.hex, "#767676")
        XCTAssertEqual(RGBColor.ratioText(4.497), "4.49")
        XCTAssertEqual(RGBColor.ratioText(3), "3")
    }

    func testTheSuggestedColourPassesInEveryAppearanceTheViewIsDrawnIn() throws {
        let black = KnownColor(fixed: RGBColor(white: 0), spelling: ".black")
        let systemBackground = KnownColor(light: [RGBColor(white: 1)], dark: [RGBColor(white: 0)], spelling: "Color(.systemBackground)")
        // Black text on a background that turns black in dark appearance: `.primary` follows it, no fixed grey does.
        XCTAssertEqual(ColorContrastRule.passingSuggestion(for: black, on: systemBackground, in: [.light, .dark], reaching: 4.5),
                       "`.primary` would pass in both appearances")
        // A light grey on a fixed white card: `.primary` would turn white on white in dark appearance, so a fixed grey.
        let lightGrey = KnownColor(fixed: RGBColor(white: 0.7), spelling: "Color(white: 0.7)")
        let white = KnownColor(fixed: RGBColor(white: 1), spelling: ".white")
        XCTAssertEqual(ColorContrastRule.passingSuggestion(for: lightGrey, on: white, in: [.light], reaching: 4.5), "#767676 would pass")
        func colours(in suggestion: String) -> [RGBColor] {
            suggestion.components(separatedBy: "#").dropFirst().map { hex in
                let bytes = stride(from: 0, to: 6, by: 2).map { Int(String(Array(hex)[$0..<$0 + 2]), radix: 16) ?? -1 }
                return RGBColor(bytes: bytes[0], bytes[1], bytes[2])
            }
        }
        // A fixed orange on a background that adapts: a mid-tone of its hue passes on white and on black alike.
        let orange = KnownColor(fixed: RGBColor(bytes: 255, 149, 0), spelling: ".orange")
        let fixed = try XCTUnwrap(ColorContrastRule.passingSuggestion(for: orange, on: systemBackground, in: [.light, .dark], reaching: 4.5))
        XCTAssertTrue(fixed.hasSuffix(", of the same hue, would pass in both appearances"), fixed)
        let mid = try XCTUnwrap(colours(in: fixed).first)
        XCTAssertGreaterThanOrEqual(mid.contrastRatio(with: RGBColor(white: 1)), 4.5)
        XCTAssertGreaterThanOrEqual(mid.contrastRatio(with: RGBColor(white: 0)), 4.5)
        // An Asset Catalog colour that fails in both appearances: one passing variant for each.
        let peach = KnownColor(light: [RGBColor(bytes: 255, 208, 160)], dark: [RGBColor(bytes: 64, 32, 0)], spelling: "Color(\"Peach\")")
        let variants = try XCTUnwrap(ColorContrastRule.passingSuggestion(for: peach, on: systemBackground, in: [.light, .dark], reaching: 4.5))
        XCTAssertTrue(variants.hasPrefix("variants light #"), variants)
        let pair = colours(in: variants)
        XCTAssertEqual(pair.count, 2)
        XCTAssertGreaterThanOrEqual(pair.first?.contrastRatio(with: RGBColor(white: 1)) ?? 0, 4.5)
        XCTAssertGreaterThanOrEqual(pair.last?.contrastRatio(with: RGBColor(white: 0)) ?? 0, 4.5)
    }

    func testColourSetsAreReadInEveryWayXcodeWritesThem() throws {
        func colour(_ components: String, space: String = "srgb") -> RGBColor? {
            AssetColors.color(named: "C", contents: Array("""
            {"colors":[{"color":{"color-space":"\(space)","components":{\(components)}},"idiom":"universal"}]}
            """.utf8))?.light
        }
        XCTAssertEqual(colour(#""red":"0x80","green":"0xFF","blue":"0x00","alpha":"1.000""#), RGBColor(red: 128.0 / 255, green: 1, blue: 0))
        XCTAssertEqual(colour(#""red":"128","green":"255","blue":"0","alpha":"1.000""#), RGBColor(red: 128.0 / 255, green: 1, blue: 0))
        XCTAssertEqual(colour(#""red":"0.500","green":"1.000","blue":"0.000","alpha":"0.500""#), RGBColor(red: 0.5, green: 1, blue: 0, alpha: 0.5))
        XCTAssertEqual(try XCTUnwrap(colour(#""white":"1.000","alpha":"1.000""#, space: "gray-gamma-22")).red, 1, accuracy: 0.0001)
        // Display P3's pure red lies outside sRGB: clamped to sRGB's red.
        let p3Red = try XCTUnwrap(colour(#""red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000""#, space: "display-p3"))
        XCTAssertEqual(p3Red.red, 1, accuracy: 0.001)
        XCTAssertNil(colour(#""red":"0.5","green":"0.5","blue":"0.5""#, space: "generic-cmyk"))

        let adaptive = AssetColors.color(named: "Ink", contents: Array("""
        {"colors":[
          {"color":{"color-space":"srgb","components":{"red":"0.1","green":"0.1","blue":"0.1","alpha":"1"}},"idiom":"universal"},
          {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0.9","green":"0.9","blue":"0.9","alpha":"1"}},"idiom":"universal"},
          {"appearances":[{"appearance":"contrast","value":"high"}],"color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"1"}},"idiom":"universal"}
        ]}
        """.utf8))
        XCTAssertEqual(adaptive?.light, RGBColor(white: 0.1))
        XCTAssertEqual(adaptive?.dark, RGBColor(white: 0.9))
        let system = AssetColors.color(named: "Tint", contents: Array(#"{"colors":[{"color":{"platform":"ios","reference":"systemBlueColor"},"idiom":"universal"}]}"#.utf8))
        XCTAssertNil(system, "a reference to a system colour has no value in the file")
        let perDevice = AssetColors.color(named: "Card", contents: Array("""
        {"colors":[{"color":{"color-space":"srgb","components":{"red":"1","green":"1","blue":"1","alpha":"1"}},"idiom":"universal"},
                   {"color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"1"}},"idiom":"mac"}]}
        """.utf8))
        XCTAssertNil(perDevice)
        XCTAssertEqual(AssetColors.symbol(forName: "Brand Primary"), "brandPrimary")
        XCTAssertEqual(AssetColors.symbol(forName: "AccentColor"), "accent")
        XCTAssertEqual(AssetColors.symbol(forName: "card-background"), "cardBackground")
    }

    func testAColourSetWithAHighContrastVariantFollowsIncreaseContrast() throws {
        let lightGrey = #""red":"0xD8","green":"0xD8","blue":"0xDA""#
        let plain = Self.colorSet(light: lightGrey)
        let withVariant = plain.replacingOccurrences(of: "]", with: #",{"appearances":[{"appearance":"contrast","value":"high"}],"color":{"color-space":"srgb","components":{"red":"0x60","green":"0x60","blue":"0x66","alpha":"1.000"}},"idiom":"universal"}]"#)
        XCTAssertEqual(AssetColors.color(named: "Hairline", contents: Array(plain.utf8))?.hasHighContrastVariant, false)
        XCTAssertEqual(AssetColors.color(named: "Hairline", contents: Array(withVariant.utf8))?.hasHighContrastVariant, true)

        let view = """
        import SwiftUI

        struct SearchBox: View {
            @Binding var query: String
            var body: some View {
                TextField("Search", text: $query)
                    .padding(8)
                    .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color("Hairline"), lineWidth: 1))
            }
        }
        """
        var files = [
            "Sources/SearchBox.swift": view,
            "Sources/Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
            "Sources/Assets.xcassets/Hairline.colorset/Contents.json": plain,
        ]
        // A light grey with no High Contrast variant stays as faint under Increase Contrast.
        let faint = try findings(files, in: "Sources/SearchBox.swift", rule: "increase-contrast")
        XCTAssertEqual(faint.count, 1)
        XCTAssertTrue(faint.first?.contains("a fixed light grey that stands out 1.") == true, faint.first ?? "")
        // The designer gave it a darker High Contrast variant: the system draws that one.
        files["Sources/Assets.xcassets/Hairline.colorset/Contents.json"] = withVariant
        XCTAssertEqual(try findings(files, in: "Sources/SearchBox.swift", rule: "increase-contrast"), [])
    }

    private func findings(_ files: [String: String], in file: String, rule: String = "color-contrast") throws -> [String] {
        let folder = try TemporaryFolder()
        try folder.write("Shop/.git/HEAD", "ref: refs/heads/main\n")
        for (path, text) in files { try folder.write("Shop/" + path, text) }
        let run = try CommandRunner.a11yfix(["--check", "--no-cache", "--rules", rule, file], in: folder.url.appendingPathComponent("Shop"))
        return run.standardError.split(separator: "\n").filter { $0.contains("warning:") }.map { String($0) }
    }

    static func colorSet(light: String, dark: String? = nil) -> String {
        let entry = { (components: String, appearance: String) in
            #"{\#(appearance)"color":{"color-space":"srgb","components":{\#(components),"alpha":"1.000"}},"idiom":"universal"}"#
        }
        let dark = dark.map { "," + entry($0, #""appearances":[{"appearance":"luminosity","value":"dark"}],"#) } ?? ""
        return #"{"colors":[\#(entry(light, ""))\#(dark)],"info":{"author":"xcode","version":1}}"#
    }

    static let badge = """
    import SwiftUI

    struct SaleBadge: View {
        var body: some View {
            Text("Sale")
                .font(.footnote)
                .foregroundColor(Color("BadgeText"))
                .padding(4)
                .background(Color.badgeFill)
        }
    }
    """

    func testAssetCatalogColoursArePairedInLightAndDarkAppearance() throws {
        let white = #""red":"0xFF","green":"0xFF","blue":"0xFF""#
        let paleYellow = #""red":"0xFF","green":"0xEE","blue":"0x99""#
        let navy = #""red":"0x10","green":"0x20","blue":"0x60""#
        // White on pale yellow in both appearances.
        var files = [
            "Sources/SaleBadge.swift": Self.badge,
            "Sources/Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
            "Sources/Assets.xcassets/BadgeText.colorset/Contents.json": Self.colorSet(light: white),
            "Sources/Assets.xcassets/BadgeFillColor.colorset/Contents.json": Self.colorSet(light: paleYellow),
        ]
        let light = try findings(files, in: "Sources/SaleBadge.swift")
        XCTAssertEqual(light.count, 1)
        XCTAssertTrue(light.first?.contains("`Color(\"BadgeText\")` on `Color.badgeFill` contrasts 1.") == true, light.first ?? "")

        // The fill has a navy dark variant: white on navy passes there, so only light appearance fails.
        files["Sources/Assets.xcassets/BadgeFillColor.colorset/Contents.json"] = Self.colorSet(light: paleYellow, dark: navy)
        XCTAssertTrue(try findings(files, in: "Sources/SaleBadge.swift").first?.contains("in light appearance") == true)

        // Navy in both: the pair passes everywhere.
        files["Sources/Assets.xcassets/BadgeFillColor.colorset/Contents.json"] = Self.colorSet(light: navy)
        XCTAssertEqual(try findings(files, in: "Sources/SaleBadge.swift"), [])
    }

    func testAColourThePropertyOfTheProjectNamesIsTheAssetItNames() throws {
        let white = #""red":"0xFF","green":"0xFF","blue":"0xFF""#
        let paleYellow = #""red":"0xFF","green":"0xEE","blue":"0x99""#
        let navy = #""red":"0x10","green":"0x20","blue":"0x60""#
        var files = [
            "Sources/SaleBadge.swift": Self.badge,
            "Sources/Assets.xcassets/BadgeText.colorset/Contents.json": Self.colorSet(light: white),
            // The generated symbol would be pale yellow, but the project's own property names the navy asset.
            "Sources/Assets.xcassets/BadgeFillColor.colorset/Contents.json": Self.colorSet(light: paleYellow),
            "Sources/Assets.xcassets/Navy.colorset/Contents.json": Self.colorSet(light: navy),
            "Sources/Color+Shop.swift": """
            import SwiftUI

            extension Color {
                static var badgeFill: Color {
                    Color("Navy")
                }
            }

            extension ShapeStyle where Self == Color {
                static var badgeFill: Color { .badgeFill }
            }
            """,
        ]
        XCTAssertEqual(try findings(files, in: "Sources/SaleBadge.swift"), [])
        files["Sources/Color+Shop.swift"] = """
        import SwiftUI

        extension Color {
            static let badgeFill = Color(.navy)
        }
        """
        XCTAssertEqual(try findings(files, in: "Sources/SaleBadge.swift"), [], "the property names the navy asset by its generated symbol")
        // A property that computes its colour is unknown: nothing is reported.
        files["Sources/Color+Shop.swift"] = """
        import SwiftUI

        extension Color {
            static let badgeFill = Color("BadgeFillColor").mix(with: .black, by: 0.1)
        }
        """
        XCTAssertEqual(try findings(files, in: "Sources/SaleBadge.swift"), [])
        files["Sources/Color+Shop.swift"] = """
        import SwiftUI

        extension Color {
            static var badgeFill: Color = Color("BadgeFillColor")
        }
        """
        XCTAssertEqual(try findings(files, in: "Sources/SaleBadge.swift"), [], "a stored static var can be given another colour at run time")
        files["Sources/Color+Shop.swift"] = nil
        XCTAssertEqual(try findings(files, in: "Sources/SaleBadge.swift").count, 1, "without the property, the generated symbol names the pale yellow asset")
    }
}
