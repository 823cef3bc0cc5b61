@testable import A11yFixKit
import Foundation
import XCTest

final class SymbolVocabularyTests: XCTestCase {
    private func label(_ symbol: String) -> String? {
        SymbolVocabulary.meaning(ofSymbol: symbol)?.label
    }

    func testTableHasAtLeast300UniqueBaseSymbols() {
        let symbols = SymbolVocabulary.baseSymbols.map(\.symbol)
        XCTAssertGreaterThanOrEqual(symbols.count, 300)
        XCTAssertEqual(Set(symbols).count, symbols.count, "a symbol is listed twice")
    }

    func testEveryBaseSymbolLooksUpToItsOwnEntry() {
        for entry in SymbolVocabulary.baseSymbols {
            XCTAssertEqual(label(entry.symbol), entry.label, entry.symbol)
        }
    }

    func testLabelsArePlainSentenceCaseWords() {
        // Words after the first keep capitals only when the capitals are part of a name.
        let names: Set<String> = ["TV", "AR", "ID", "QR", "SIM", "AirPlay", "AirPods", "AirTag", "HomePod", "SharePlay",
                                  "iCloud", "iPhone", "iPad", "Wi-Fi", "Safari", "Apple", "Watch"]
        for entry in SymbolVocabulary.baseSymbols {
            let label = entry.label
            XCTAssertFalse(label.isEmpty, entry.symbol)
            XCTAssertFalse(label.contains("."), "\(entry.symbol): \(label)")
            XCTAssertFalse(label.contains("_"), "\(entry.symbol): \(label)")
            XCTAssertFalse(LabelInference.containsRoleWord(label), "\(entry.symbol): \(label)")
            XCTAssertEqual(label, label.trimmingCharacters(in: .whitespaces), entry.symbol)
            XCTAssertLessThanOrEqual(label.split(separator: " ").count, 5, "\(entry.symbol): \(label)")
            if entry.symbol.contains(".") {
                XCTAssertFalse(label.lowercased().contains(entry.symbol), "\(entry.symbol): \(label)")
            }
            let words = label.split(separator: " ").map(String.init)
            let first = words[0]
            XCTAssertTrue(first.first!.isUppercase || names.contains(first) || first.first!.isNumber, "\(entry.symbol): \(label)")
            for word in words.dropFirst() where word.contains(where: \.isUppercase) {
                XCTAssertTrue(names.contains(word), "\(entry.symbol): \(label) has a capitalised '\(word)'")
            }
        }
    }

    func testInputLabelsStartWithTheLabelAndHaveNoDuplicates() {
        for entry in SymbolVocabulary.baseSymbols {
            let meaning = SymbolVocabulary.meaning(ofSymbol: entry.symbol)!
            if entry.spokenAlternatives.isEmpty {
                XCTAssertEqual(meaning.inputLabels, [], entry.symbol)
                continue
            }
            XCTAssertEqual(meaning.inputLabels.first, meaning.label, entry.symbol)
            XCTAssertGreaterThanOrEqual(meaning.inputLabels.count, 2, entry.symbol)
            let lowered = meaning.inputLabels.map { $0.lowercased() }
            XCTAssertEqual(Set(lowered).count, lowered.count, "\(entry.symbol): \(meaning.inputLabels)")
            for inputLabel in meaning.inputLabels {
                XCTAssertFalse(inputLabel.isEmpty, entry.symbol)
                XCTAssertFalse(LabelInference.containsRoleWord(inputLabel), "\(entry.symbol): \(inputLabel)")
                XCTAssertFalse(inputLabel.contains("."), "\(entry.symbol): \(inputLabel)")
            }
        }
    }

    func testCommonSymbolsReadAsTheirPurpose() {
        let expected: [String: String] = [
            "square.and.arrow.up": "Share", "trash": "Delete", "xmark": "Close", "gearshape": "Settings", "gear": "Settings",
            "plus": "Add", "ellipsis": "More", "ellipsis.circle": "More", "magnifyingglass": "Search", "heart": "Favorite",
            "bookmark": "Bookmark", "pencil": "Edit", "square.and.pencil": "Compose", "play": "Play", "pause": "Pause",
            "forward.fill": "Skip forward", "backward": "Skip back", "bell": "Notifications", "person": "Profile", "house": "Home",
            "paperplane": "Send", "paperclip": "Attach", "camera": "Camera", "photo": "Photo", "mic": "Microphone",
            "exclamationmark.triangle": "Warning", "info.circle": "Info", "questionmark.circle": "Help", "eye": "Show",
            "eye.slash": "Hide", "line.3.horizontal.decrease.circle": "Filter", "arrow.up.arrow.down": "Sort",
            "lock": "Lock", "lock.open": "Unlock", "cart": "Cart", "bag": "Bag", "creditcard": "Payment",
            "chevron.left": "Back", "chevron.right": "Next", "checkmark": "Done", "speaker.slash": "Mute",
            "bell.slash": "Mute notifications", "person.badge.plus": "Add person", "bell.badge": "Notifications",
        ]
        for (symbol, expectedLabel) in expected {
            XCTAssertEqual(label(symbol), expectedLabel, symbol)
        }
    }

    /// Voice Control users say what they see: the glyph's own name beside the label, never a
    /// synonym of the action that may name another action of the app.
    func testVoiceControlAlternativesNameTheGlyph() {
        XCTAssertEqual(SymbolVocabulary.meaning(ofSymbol: "trash")?.inputLabels, ["Delete", "Trash"])
        XCTAssertEqual(SymbolVocabulary.meaning(ofSymbol: "plus")?.inputLabels, ["Add", "Plus"])
        XCTAssertEqual(SymbolVocabulary.meaning(ofSymbol: "square.and.arrow.up")?.inputLabels, [], "\"Send\" and \"Export\" are other actions")
        XCTAssertFalse(SymbolVocabulary.meaning(ofSymbol: "xmark")!.inputLabels.contains("Dismiss"))
        XCTAssertFalse(SymbolVocabulary.meaning(ofSymbol: "doc.on.doc")!.inputLabels.contains("Duplicate"), "copying is not duplicating")
        XCTAssertEqual(SymbolVocabulary.meaning(ofSymbol: "play")?.inputLabels, [], "no well-known alternatives means none")
    }


    func testVariantsFoldToTheirBase() {
        XCTAssertEqual(label("trash.circle.fill"), "Delete")
        XCTAssertEqual(label("heart.fill"), "Favorite")
        XCTAssertEqual(label("square.and.arrow.up.circle"), "Share")
        XCTAssertEqual(label("person.crop.circle"), "Profile")
        XCTAssertEqual(label("person.crop.circle.fill"), "Profile")
        XCTAssertEqual(label("xmark.rectangle.portrait.fill"), "Close")
        XCTAssertEqual(label("plus.app"), "Add")
        XCTAssertEqual(label("gearshape.2.fill"), "Settings")
        XCTAssertEqual(label("questionmark.circle.ar"), "Help")
        XCTAssertEqual(label("arrow.down.to.line.alt"), "Download")
        XCTAssertEqual(label("wand.and.stars.inverse"), "Auto enhance")
        XCTAssertEqual(label("person.2.fill"), "People", "a number that is part of the base is kept")
        XCTAssertEqual(label("circle.lefthalf.fill"), "Appearance", "the SF Symbols 1 name of circle.lefthalf.filled")
    }

    func testBadgesAddMeaningOnlyWhereListed() {
        XCTAssertEqual(label("person.crop.circle.badge.plus"), "Add person")
        XCTAssertEqual(label("person.crop.circle.fill.badge.plus"), "Add person")
        XCTAssertEqual(label("cart.fill.badge.plus"), "Add to cart")
        XCTAssertEqual(label("bell.badge.fill"), "Notifications")
        XCTAssertEqual(label("bolt.badge.a.fill"), "Auto flash")
        XCTAssertEqual(label("folder.badge.gearshape"), "Folder")
        XCTAssertEqual(label("person.crop.circle.badge.checkmark"), "Profile")
        XCTAssertEqual(label("eye.trianglebadge.exclamationmark"), "Show")
    }

    func testListedSlashSymbolsUseTheirOwnLabel() {
        XCTAssertEqual(label("speaker.slash.fill"), "Mute")
        XCTAssertEqual(label("speaker.slash.circle.fill.rtl"), "Mute")
        XCTAssertEqual(label("mic.slash"), "Mute microphone")
        XCTAssertEqual(label("eye.slash.fill"), "Hide")
        XCTAssertEqual(label("bell.slash.circle"), "Mute notifications")
        XCTAssertEqual(label("trash.slash.fill"), "Can't delete")
        XCTAssertEqual(label("heart.slash.circle.fill"), "Remove from favorites")
    }

    func testUnlistedSlashOfAKnownSymbolReadsAsItsAbsence() {
        XCTAssertEqual(label("wifi.slash"), "No Wi-Fi")
        XCTAssertEqual(label("location.slash.fill"), "No current location")
        XCTAssertEqual(label("icloud.slash"), "No iCloud")
        XCTAssertEqual(label("lightbulb.slash.fill"), "No tips")
        XCTAssertEqual(SymbolVocabulary.meaning(ofSymbol: "wifi.slash")?.inputLabels, [])
        XCTAssertNil(label("unknownthing.slash"), "the slash of an unknown symbol is unknown")
        XCTAssertNil(label("chevron.left.slash.chevron.right"), "a slash inside a name is not negation")
    }

    func testUnknownOrMalformedNamesHaveNoMeaning() {
        XCTAssertNil(label("definitely.not.a.symbol"))
        XCTAssertNil(label("sparkle.magnifyingglass"))
        XCTAssertNil(label(""))
        XCTAssertNil(label("."))
        XCTAssertNil(label(".fill"))
        XCTAssertNil(label("fill"))
        XCTAssertNil(label("circle"))
        XCTAssertNil(label("trash..fill"))
        XCTAssertNil(label("badge.plus"))
        XCTAssertNil(label("Trash"), "symbol names are case-sensitive: Image(systemName: \"Trash\") draws nothing")
    }

    func testLookupIsDeterministic() {
        for symbol in ["trash.circle.fill", "wifi.slash", "person.crop.circle.badge.plus", "nothing.here"] {
            XCTAssertEqual(SymbolVocabulary.meaning(ofSymbol: symbol), SymbolVocabulary.meaning(ofSymbol: symbol), symbol)
        }
        XCTAssertEqual(SymbolVocabulary.markdownDocumentation(), SymbolVocabulary.markdownDocumentation())
    }

    func testMarkdownDocumentsEveryFamilyAndBaseSymbol() {
        let markdown = SymbolVocabulary.markdownDocumentation()
        for family in SymbolVocabulary.families {
            XCTAssertTrue(markdown.contains("\n## \(family.name)\n"), family.name)
        }
        for entry in SymbolVocabulary.baseSymbols {
            XCTAssertTrue(markdown.contains("| `\(entry.symbol)` | \(entry.label) |"), entry.symbol)
        }
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| `") }
        XCTAssertEqual(rows.count, SymbolVocabulary.baseSymbols.count)
        XCTAssertTrue(markdown.contains("| `trash` | Delete | Trash |"))
        XCTAssertTrue(markdown.contains("| `play` | Play | — |"))
        XCTAssertTrue(markdown.hasSuffix("|\n"))
    }
}
