import XCTest
@testable import A11yFixKit

/// Colours the code gives through the project's own hex initialisers, read the way each
/// initialiser's body reads its value, and Asset Catalog colour sets without a Dark appearance in
/// an app that offers Dark Mode.
final class HexColorTests: XCTestCase {
    /// The reading of the one hex initialiser `source` declares.
    private func reading(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> HexColorReading? {
        let members = FileDeclarations.scan(Array(source.utf8)).staticMembers.filter { $0.name == "init" }
        XCTAssertLessThanOrEqual(members.count, 1, file: file, line: line)
        return members.first?.signature.hexReading
    }

    private func hex(_ reading: HexColorReading?, _ literal: String, _ arguments: [String: Double?] = [:]) -> String? {
        guard let color = reading?.color(literal: literal, arguments: arguments) else { return nil }
        return color.hex + (color.alpha < 1 ? String(format: "@%.2f", color.alpha) : "")
    }

    func testTheCommonStringInitialiserReadsShorthandAndARGB() {
        let argb = reading(Self.hexExtension)
        XCTAssertEqual(hex(argb, "\"#1E90FF\""), "#1E90FF")
        XCTAssertEqual(hex(argb, "\"1e90ff\""), "#1E90FF")
        XCTAssertEqual(hex(argb, "\"#F80\""), "#FF8800")
        XCTAssertEqual(hex(argb, "\"801E90FF\""), "#1E90FF@0.50", "eight digits are alpha first")
        XCTAssertNil(hex(argb, "\"#1E90F\""), "five digits fall to the default")
        XCTAssertNil(hex(argb, "\"#\\(name)\""))
    }

    func testEightDigitsAreReadAsTheBodyReadsThem() {
        let rgba = reading("""
        import AppKit

        extension NSColor {
            convenience init?(hex: String) {
                var value = hex.trimmingCharacters(in: .whitespacesAndNewlines)
                if value.hasPrefix("#") {
                    value.removeFirst()
                }
                guard value.count == 6 || value.count == 8, let intValue = UInt32(value, radix: 16) else {
                    return nil
                }
                let red, green, blue, alpha: CGFloat
                if value.count == 8 {
                    red = CGFloat((intValue >> 24) & 0xff) / 255
                    green = CGFloat((intValue >> 16) & 0xff) / 255
                    blue = CGFloat((intValue >> 8) & 0xff) / 255
                    alpha = CGFloat(intValue & 0xff) / 255
                } else {
                    red = CGFloat((intValue >> 16) & 0xff) / 255
                    green = CGFloat((intValue >> 8) & 0xff) / 255
                    blue = CGFloat(intValue & 0xff) / 255
                    alpha = 1
                }
                self.init(red: red, green: green, blue: blue, alpha: alpha)
            }
        }
        """)
        XCTAssertEqual(hex(rgba, "\"#1E90FF80\""), "#1E90FF@0.50", "eight digits are alpha last")
        XCTAssertEqual(hex(rgba, "\"1E90FF\""), "#1E90FF")
        XCTAssertNil(hex(rgba, "\"#FFF\""), "three digits are no colour to this body")
    }

    func testAnIntegerInitialiserTakesItsAlphaFromTheCallOrTheDefault() {
        let integer = reading("""
        import SwiftUI

        extension Color {
            init(hex: Int, opacity: Double = 1.0) {
                let red = Double((hex & 0xFF0000) >> 16) / 255.0
                let green = Double((hex & 0xFF00) >> 8) / 255.0
                let blue = Double((hex & 0xFF) >> 0) / 255.0
                self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
            }
        }
        """)
        XCTAssertEqual(integer?.input, .integer)
        XCTAssertEqual(hex(integer, "0x1E90FF"), "#1E90FF")
        XCTAssertEqual(hex(integer, "0x1E_90_FF", ["opacity": 0.5]), "#1E90FF@0.50")
        XCTAssertNil(hex(integer, "0x1E90FF", ["opacity": nil]), "an opacity that is not a literal")
        XCTAssertNil(hex(integer, "\"#1E90FF\""))
    }

    func testAScanThatFailsOnTheHashReadsNothingForIt() {
        // Scanner stops at `#`: "#1E90FF" draws black here, whatever the digits. Not a reading.
        let scanning = reading("""
        import UIKit

        extension UIColor {
            convenience init(hex: String) {
                var rgbValue: UInt64 = 0
                Scanner(string: hex).scanHexInt64(&rgbValue)
                self.init(
                    red: CGFloat((rgbValue & 0xFF0000) >> 16) / 255.0,
                    green: CGFloat((rgbValue & 0x00FF00) >> 8) / 255.0,
                    blue: CGFloat(rgbValue & 0x0000FF) / 255.0,
                    alpha: CGFloat(1.0)
                )
            }
        }
        """)
        XCTAssertEqual(hex(scanning, "\"1E90FF\""), "#1E90FF")
        XCTAssertNil(hex(scanning, "\"#1E90FF\""))
    }

    func testBodiesThatDoWhatTheProbeCannotFollowAreUnknown() {
        XCTAssertNil(reading("""
        import SwiftUI

        extension Color {
            init(hex: String, opacity: Double = 1) {
                let chars = Array(hex.dropFirst())
                self.init(red: .init(strtoul(String(chars[0...1]), nil, 16)) / 255,
                          green: .init(strtoul(String(chars[2...3]), nil, 16)) / 255,
                          blue: .init(strtoul(String(chars[4...5]), nil, 16)) / 255,
                          opacity: opacity)
            }
        }
        """))
        XCTAssertNil(reading("""
        import UIKit

        extension UIColor {
            convenience init(hex: UInt, alpha: Float = 1.0) {
                let rgbHex = Int(hex)
                self.init(red: (rgbHex >> 16) & 0xFF, green: (rgbHex >> 8) & 0xFF, blue: rgbHex & 0xFF, alpha: alpha)
            }
        }
        """), "an initialiser of the project's own that takes 0–255 components")
        XCTAssertNil(reading("""
        import SwiftUI

        struct Palette {
            init(hex: String) {}
        }
        """))
        // Arithmetic that would trap, and nesting deeper than such a body has, read nothing.
        XCTAssertNil(reading("""
        import SwiftUI

        extension Color {
            init(hex: Int) {
                let smallest = -9223372036854775807 - 1
                let red = Double(smallest / -1 + hex) / 255
                self.init(.sRGB, red: red, green: 0, blue: 0, opacity: 1)
            }
        }
        """))
        XCTAssertNil(reading("""
        import SwiftUI

        extension Color {
            init(hex: Int) {
                self.init(.sRGB, red: Double(hex) / 255, green: 0, blue: 0, opacity: \(String(repeating: "-(", count: 100) + "1" + String(repeating: ")", count: 100)))
            }
        }
        """))
        XCTAssertNil(reading("""
        import SwiftUI

        extension Color {
            init(hex: Int) {
                self.init(.sRGB, red: Double(Int(1e300) & hex) / 255, green: 0, blue: 0, opacity: 1)
            }
        }
        """))
        XCTAssertEqual(HexColorReading(encoded: reading("""
        import SwiftUI

        extension Color {
            init(_ hex: UInt, alpha: Double = 1) {
                self.init(.sRGB, red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                          blue: Double(hex & 0xFF) / 255, opacity: alpha)
            }
        }
        """)?.encoded ?? ""), HexColorReading(input: .integer, layouts: [6: [.byte(shift: 16), .byte(shift: 8), .byte(shift: 0), .argument("alpha")],
                                                                     8: [.byte(shift: 16), .byte(shift: 8), .byte(shift: 0), .argument("alpha")]],
                                             hashLayouts: [:], defaults: ["alpha": 1], isDisplayP3: false))
    }

    // MARK: - In the rules

    func testAnAppFixedToTheLightAppearanceGetsNoDarkModeFinding() throws {
        var files = ["Sources/NoteCard.swift": """
            import SwiftUI

            struct NoteCard: View {
                let note: String
                var body: some View {
                    Text(note)
                        .padding()
                        .background(Color.white)
                }
            }
            """]
        XCTAssertEqual(try findings(files, rules: "semantic-color").count, 1)
        files["App.xcodeproj/project.pbxproj"] = """
        // !$*UTF8*$!
        {
            objects = {
                A1 /* Debug */ = {
                    isa = XCBuildConfiguration;
                    buildSettings = {
                        INFOPLIST_KEY_UIUserInterfaceStyle = Light;
                    };
                };
            };
        }
        """
        XCTAssertEqual(try findings(files, rules: "semantic-color"), [], "the app never draws its colours dark")
    }

    private func findings(_ files: [String: String], rules: String = "semantic-color,color-contrast") throws -> [String] {
        let folder = try TemporaryFolder()
        try folder.write("Shop/.git/HEAD", "ref: refs/heads/main\n")
        for (path, text) in files { try folder.write("Shop/" + path, text) }
        let run = try CommandRunner.a11yfix(["--check", "--no-cache", "--rules", rules, "Sources"], in: folder.url.appendingPathComponent("Shop"))
        return run.standardError.split(separator: "\n").filter { $0.contains("warning:") }.map { String($0) }
    }

    /// The initialiser most apps copy: three digits a shorthand, eight alpha first.
    static let hexExtension = """
    import SwiftUI

    extension Color {
        init(hex: String) {
            let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
            var int: UInt64 = 0
            Scanner(string: hex).scanHexInt64(&int)
            let a, r, g, b: UInt64
            switch hex.count {
            case 3: // RGB (12-bit)
                (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
            case 6: // RGB (24-bit)
                (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
            case 8: // ARGB (32-bit)
                (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
            default:
                (a, r, g, b) = (1, 1, 1, 0)
            }
            self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: Double(a) / 255)
        }
    }
    """

    func testHexColoursReachBothColourRules() throws {
        let files = [
            "Sources/Color+Hex.swift": Self.hexExtension,
            "Sources/SettingsScreen.swift": """
            import SwiftUI

            struct SettingsScreen: View {
                var body: some View {
                    List {
                        Text("Account")
                            .foregroundColor(Color(hex: "#2B2B2B"))
                        Text("Storage")
                            .foregroundColor(Color(hex: "#2B2B2B80"))
                    }
                }
            }

            struct SaleBadge: View {
                var body: some View {
                    Text("Sale")
                        .font(.footnote)
                        .foregroundColor(.white)
                        .padding(4)
                        .background(Color(hex: "#FFD966"))
                }
            }
            """,
        ]
        let found = try findings(files)
        XCTAssertEqual(found.count, 2, found.joined(separator: "\n"))
        XCTAssertTrue(found.contains { $0.contains("`Color(hex: \"#2B2B2B\")` text on a List row stays dark") && $0.hasSuffix("[semantic-color]") })
        XCTAssertTrue(found.contains { $0.contains("`.white` on `Color(hex: \"#FFD966\")` contrasts 1.") && $0.hasSuffix("[color-contrast]") })
    }

    static func colorSet(_ light: String, dark: String? = nil) -> String {
        ColorContrastTests.colorSet(light: light, dark: dark)
    }

    func testAColourSetWithoutADarkAppearanceIsFixedInAnAppThatOffersDarkMode() throws {
        let ink = #""red":"0x22","green":"0x22","blue":"0x33""#
        let paper = #""red":"0xF7","green":"0xF7","blue":"0xF2""#
        let midBlue = #""red":"0x00","green":"0x5F","blue":"0xCC""#
        var files = [
            "Sources/Assets.xcassets/Ink.colorset/Contents.json": Self.colorSet(ink),
            "Sources/Assets.xcassets/Paper.colorset/Contents.json": Self.colorSet(paper),
            "Sources/Assets.xcassets/Brand.colorset/Contents.json": Self.colorSet(midBlue),
            "Sources/Assets.xcassets/Label.colorset/Contents.json": Self.colorSet(ink, dark: paper),
            "Sources/Screens.swift": """
            import SwiftUI

            struct ProfileScreen: View {
                var body: some View {
                    List {
                        Text("Name")
                            .foregroundColor(Color("Ink"))
                        Text("Email")
                            .foregroundColor(Color("Label"))
                        Text("Upgrade")
                            .foregroundColor(.white)
                            .padding()
                            .background(Color("Brand"))
                    }
                }
            }

            struct NoteCard: View {
                let note: String
                var body: some View {
                    Text(note)
                        .padding()
                        .background(Color("Paper"))
                }
            }
            """,
        ]
        let found = try findings(files, rules: "semantic-color")
        XCTAssertEqual(found.count, 2, found.joined(separator: "\n"))
        XCTAssertTrue(found.contains { $0.contains("`Color(\"Ink\")` text on a List row stays dark in Dark Mode") && $0.contains("no Dark appearance") })
        XCTAssertTrue(found.contains { $0.contains("`Color(\"Paper\")` has no Dark appearance in its colour set: it stays light in Dark Mode") })

        // An app that opts out of Dark Mode draws them in light appearance only.
        files["Sources/Info.plist"] = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UIUserInterfaceStyle</key>
            <string>Light</string>
        </dict>
        </plist>
        """
        XCTAssertEqual(try findings(files, rules: "semantic-color"), [])
        files["Sources/Info.plist"] = nil
        // A sheet fixed to light leaves the rest of the app in Dark Mode.
        files["Sources/WelcomeSheet.swift"] = """
        import SwiftUI

        struct WelcomeSheet: View {
            var body: some View {
                Text("Welcome")
                    .preferredColorScheme(.light)
            }
        }
        """
        XCTAssertEqual(try findings(files, rules: "semantic-color").count, 2)
        files["Sources/ShopApp.swift"] = """
        import SwiftUI

        @main
        struct ShopApp: App {
            var body: some Scene {
                WindowGroup {
                    ProfileScreen()
                        .preferredColorScheme(.light)
                }
            }
        }
        """
        XCTAssertEqual(try findings(files, rules: "semantic-color"), [])
    }
}
