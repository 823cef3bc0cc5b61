@testable import A11yFixKit
import XCTest

final class TextScriptTests: XCTestCase {
    func testLettersEnglishDoesNotWriteNameTheLanguage() {
        XCTAssertEqual(TextScript.languageName(of: "Liste Oluştur"), "Turkish")
        XCTAssertEqual(TextScript.languageName(of: "Schließen"), "German")
        XCTAssertEqual(TextScript.languageName(of: "Añadir receta"), "Spanish")
        XCTAssertEqual(TextScript.languageName(of: "Fermer l'écran"), "a language other than English")
        XCTAssertEqual(TextScript.languageName(of: "닫기"), "Korean")
        XCTAssertNil(TextScript.languageName(of: "Close"))
        XCTAssertNil(TextScript.languageName(of: "12:30"))
    }

    func testALanguageOfLatinLettersNeedsAFifthOfTheTexts() {
        let turkish = ["Alışveriş Listesi", "Liste Oluştur", "Malzeme Adı", "Tamam", "Miktar", "Birim", "Kaydet"]
        XCTAssertEqual(TextScript.dominantNonLatinName(of: turkish), "Turkish")
        let english = ["Shopping list", "Create list", "Café", "Done", "Amount", "Unit", "Save", "Cancel", "Delete", "Edit"]
        XCTAssertNil(TextScript.dominantNonLatinName(of: english), "one borrowed word does not make an English app French")
        XCTAssertNil(TextScript.dominantNonLatinName(of: ["Café", "Naïve", "Done"]), "two borrowed words decide nothing")
    }
}
