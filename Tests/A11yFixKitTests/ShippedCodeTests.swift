import XCTest
@testable import A11yFixKit

/// Code that never reaches users gets no findings unless the configuration's `scope` asks for it.
final class ShippedCodeTests: XCTestCase {
    static let screen = """
    import SwiftUI

    struct PlayerBar: View {
        var body: some View {
            Button(action: play) { Image(systemName: "play.fill") }
        }
        func play() {}
    }

    #if DEBUG
    struct DebugMenu: View {
        var body: some View {
            Button(action: reset) { Image(systemName: "trash") }
        }
        func reset() {}
    }
    #endif

    #if false
    struct OldBar: View {
        var body: some View { Button(action: {}) { Image(systemName: "xmark") } }
    }
    #endif

    private struct PlayerBarPreviewHost: View {
        @State private var isPlaying = false
        var body: some View {
            VStack {
                PlayerBar()
                Button(action: { isPlaying.toggle() }) { Image(systemName: "arrow.clockwise") }
            }
        }
    }

    #Preview {
        VStack {
            PlayerBarPreviewHost()
            Button(action: {}) { Image(systemName: "gearshape") }
        }
    }

    struct PlayerBar_Previews: PreviewProvider {
        static var previews: some View {
            Button(action: {}) { Image(systemName: "heart") }
        }
    }
    """

    private func lines(scope: Set<CodeScope> = [], role: ProjectModel.FileRole.Kind = .product) -> [Int] {
        var configuration = FixerConfiguration(rules: [IconOnlyControlLabelRule()])
        configuration.scope = scope
        configuration.options.sourceRole = role
        let outcome = FileFixer(configuration: configuration).process(SourceFile(path: "PlayerBar.swift", text: Self.screen))
        return outcome.findings.map(\.location.line)
    }

    func testOnlyShippedCodeIsCheckedByDefault() {
        XCTAssertEqual(lines(), [5], "previews, the private view only a preview uses, debug code and #if false are left alone")
        XCTAssertEqual(lines(scope: [.previews]), [5, 30, 38, 44], "previews, and the host view only they use")
        XCTAssertEqual(lines(scope: [.debug]), [5, 13])
        XCTAssertEqual(lines(scope: [.uncompiled]), [5, 21])
    }

    func testFilesOnlyTestsOrNothingCompilesAreLeftAlone() {
        XCTAssertEqual(lines(role: .test), [])
        XCTAssertEqual(lines(scope: [.tests], role: .test), [5])
        XCTAssertEqual(lines(role: .notCompiled), [])
        XCTAssertEqual(lines(scope: [.uncompiled], role: .notCompiled), [5, 21], "the scope covers #if false too")
        XCTAssertEqual(lines(role: .unknown), [5], "a file no project knows is checked")
    }

    func testAViewUsedOutsidePreviewsIsShipped() {
        let code = """
        import SwiftUI
        private struct Row: View {
            var body: some View { Button(action: {}) { Image(systemName: "trash") } }
        }
        struct List: View {
            var body: some View { Row() }
        }
        #Preview { Row() }
        """
        let outcome = FileFixer(configuration: FixerConfiguration(rules: [IconOnlyControlLabelRule()])).process(SourceFile(path: "Row.swift", text: code))
        XCTAssertEqual(outcome.findings.map(\.location.line), [3])
    }
}
