@testable import A11yFixKit
import Foundation
import XCTest

/// `a11yfix lsp` driven by a scripted editor: the lifecycle, diagnostics from the text as typed,
/// incremental and full changes, code actions whose edits give `--apply`'s bytes, hover, the
/// configuration, and every kind of bad input answered without a crash or a write.
final class LSPServerTests: XCTestCase {
    /// An icon-only button (icon-only-control-label) and a fixed font size (dynamic-type-font).
    static let view = """
    import SwiftUI

    struct ShareRow: View {
        var body: some View {
            HStack {
                Text("Partager 🎉").font(.system(size: 17))
                Button(action: {}) {
                    Image(systemName: "square.and.arrow.up")
                }
            }
        }
    }

    """

    private var folder: TemporaryFolder!
    private var server: ServerProcess!
    private var uri: String { folder.url.appendingPathComponent("Sources/ShareRow.swift").absoluteString }

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        // The file on disk is clean: whatever the server reports comes from the editor's text.
        try folder.write("Sources/ShareRow.swift", "import SwiftUI\n")
    }

    override func tearDown() {
        server = nil
        folder = nil
    }

    private func request(_ id: Int, _ method: String, _ params: String) throws -> [String: Any] {
        server.sendFramed(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
        return try server.nextFramed { $0["id"] as? Int == id }
    }

    private func notify(_ method: String, _ params: String) {
        server.sendFramed(#"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#)
    }

    private func json(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]), as: UTF8.self)
    }

    private func start(encodings: [String] = ["utf-16"], documentChanges: Bool = false) throws {
        server = try ServerProcess(["lsp"], in: folder.url)
        let reply = try request(1, "initialize", try json([
            "processId": NSNull(), "rootUri": folder.url.absoluteString,
            "capabilities": ["general": ["positionEncodings": encodings], "workspace": ["workspaceEdit": ["documentChanges": documentChanges]]],
        ] as [String: Any]))
        let capabilities = try XCTUnwrap((reply["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        XCTAssertEqual(capabilities["positionEncoding"] as? String, encodings.contains("utf-8") ? "utf-8" : "utf-16")
        notify("initialized", "{}")
    }

    private func open(_ text: String, version: Int = 1) throws -> [[String: Any]] {
        notify("textDocument/didOpen", try json(["textDocument": ["uri": uri, "languageId": "swift", "version": version, "text": text] as [String: Any]]))
        return try diagnostics()
    }

    private func diagnostics() throws -> [[String: Any]] {
        let published = try server.nextFramed { $0["method"] as? String == "textDocument/publishDiagnostics" }
        let params = try XCTUnwrap(published["params"] as? [String: Any])
        XCTAssertEqual(params["uri"] as? String, uri)
        return try XCTUnwrap(params["diagnostics"] as? [[String: Any]])
    }

    private func codes(_ diagnostics: [[String: Any]]) -> [String] { diagnostics.compactMap { $0["code"] as? String } }

    private func start(of diagnostic: [String: Any]) -> (line: Int, character: Int) {
        let start = (diagnostic["range"] as? [String: Any])?["start"] as? [String: Any]
        return (start?["line"] as? Int ?? -1, start?["character"] as? Int ?? -1)
    }

    /// The text after the editor applies a workspace edit's text edits (last first, as LSP says
    /// they do not overlap).
    private func applying(_ edit: [String: Any], to text: String, encoding: TextDocument.PositionEncoding) throws -> String {
        let edits: [[String: Any]]
        if let changes = edit["changes"] as? [String: Any] {
            edits = try XCTUnwrap(changes[uri] as? [[String: Any]])
        } else {
            let documentChanges = try XCTUnwrap(edit["documentChanges"] as? [[String: Any]])
            XCTAssertEqual((documentChanges.first?["textDocument"] as? [String: Any])?["uri"] as? String, uri)
            edits = try XCTUnwrap(documentChanges.first?["edits"] as? [[String: Any]])
        }
        var document = TextDocument(uri: uri, version: 0, text: text)
        for textEdit in edits.reversed() {
            let range = try XCTUnwrap(textEdit["range"] as? [String: Any])
            func offset(_ key: String) -> Int {
                let position = range[key] as? [String: Any]
                return document.offset(line: position?["line"] as? Int ?? 0, character: position?["character"] as? Int ?? 0, encoding)
            }
            document.replace(offset("start")..<offset("end"), with: try XCTUnwrap(textEdit["newText"] as? String))
        }
        return document.text
    }

    private func cliFix(_ text: String, _ extra: [String] = []) throws -> String {
        try CommandRunner.a11yfix(["-", "--stdin-path", "Sources/ShareRow.swift"] + extra, in: folder.url, input: Data(text.utf8)).standardOutput
    }

    func testUsage() throws {
        let help = try CommandRunner.a11yfix(["lsp", "--help"], in: folder.url)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.hasPrefix("USAGE: a11yfix lsp"), help.standardOutput)
        let wrong = try CommandRunner.a11yfix(["lsp", "--tcp", "9000"], in: folder.url)
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.standardError.hasPrefix("a11yfix: error: usage: a11yfix lsp"), wrong.standardError)
    }

    func testLifecycle() throws {
        server = try ServerProcess(["lsp"], in: folder.url)
        XCTAssertEqual(((try request(1, "textDocument/hover", "{}"))["error"] as? [String: Any])?["code"] as? Int, -32002, "before initialize")
        XCTAssertNotNil(try request(2, "initialize", #"{"processId":null,"rootUri":null,"capabilities":{}}"#)["result"])
        notify("initialized", "{}")
        XCTAssertEqual(((try request(3, "initialize", #"{"capabilities":{}}"#))["error"] as? [String: Any])?["code"] as? Int, -32600, "a second initialize")
        XCTAssertEqual(((try request(4, "workspace/executeCommand", "{}"))["error"] as? [String: Any])?["code"] as? Int, -32601)
        notify("$/setTrace", #"{"value":"off"}"#)
        let shutdown = try request(5, "shutdown", "null")
        XCTAssertTrue(shutdown["result"] is NSNull, "\(shutdown)")
        XCTAssertEqual(((try request(6, "textDocument/hover", "{}"))["error"] as? [String: Any])?["code"] as? Int, -32600, "after shutdown")
        notify("exit", "null")
        XCTAssertEqual(server.exitStatus(), 0)

        server = try ServerProcess(["lsp"], in: folder.url)
        _ = try request(1, "initialize", #"{"capabilities":{}}"#)
        notify("exit", "null")
        XCTAssertEqual(server.exitStatus(), 1, "exit without shutdown")

        server = try ServerProcess(["lsp", "--stdio"], in: folder.url)
        XCTAssertNotNil(try request(1, "initialize", #"{"capabilities":{}}"#)["result"], "--stdio, which some clients pass, is accepted")
    }

    /// Diagnostics follow the editor's text through incremental and whole-text changes; positions
    /// count UTF-16 code units unless the client offers UTF-8.
    func testDiagnosticsFollowTheTextAsTyped() throws {
        try start()
        let opened = try open(Self.view)
        XCTAssertEqual(codes(opened).sorted(), ["dynamic-type-font", "icon-only-control-label"])
        let font = try XCTUnwrap(opened.first { $0["code"] as? String == "dynamic-type-font" })
        let line5 = Self.view.components(separatedBy: "\n")[5]
        // The finding points at `system` in `.font(.system(size: 17))`.
        let beforeSystem = line5.components(separatedBy: "system(")[0]
        XCTAssertEqual(start(of: font).line, 5)
        XCTAssertEqual(start(of: font).character, beforeSystem.utf16.count, "UTF-16: the emoji counts two")

        // Type the label after the button's closing brace (line 8), one incremental change.
        notify("textDocument/didChange", try json([
            "textDocument": ["uri": uri, "version": 2] as [String: Any],
            "contentChanges": [["range": ["start": ["line": 8, "character": 13], "end": ["line": 8, "character": 13]], "text": "\n                .accessibilityLabel(\"Share\")"]],
        ] as [String: Any]))
        XCTAssertEqual(codes(try diagnostics()), ["dynamic-type-font"])
        // Replace the font with a text style by a range over it, then undo everything with a full change.
        let fontStart = line5.components(separatedBy: ".system")[0].utf16.count
        notify("textDocument/didChange", try json([
            "textDocument": ["uri": uri, "version": 3] as [String: Any],
            "contentChanges": [["range": ["start": ["line": 5, "character": fontStart], "end": ["line": 5, "character": fontStart + ".system(size: 17)".utf16.count]], "text": ".body"]],
        ] as [String: Any]))
        XCTAssertEqual(codes(try diagnostics()), [])
        notify("textDocument/didChange", try json(["textDocument": ["uri": uri, "version": 4] as [String: Any], "contentChanges": [["text": Self.view]]] as [String: Any]))
        XCTAssertEqual(codes(try diagnostics()).count, 2)
        notify("textDocument/didClose", try json(["textDocument": ["uri": uri]]))
        XCTAssertEqual(codes(try diagnostics()), [], "closing clears the file's diagnostics")
        XCTAssertEqual(try folder.text("Sources/ShareRow.swift"), "import SwiftUI\n", "the server never writes")

        server = nil
        try start(encodings: ["utf-8", "utf-16"])
        let utf8 = try XCTUnwrap(try open(Self.view).first { $0["code"] as? String == "dynamic-type-font" })
        XCTAssertEqual(start(of: utf8).character, beforeSystem.utf8.count, "UTF-8: the emoji counts four")
    }

    /// "Fix all" gives exactly what --apply writes; a quick fix fixes its finding alone, as
    /// --apply does with that finding's rule alone here (one finding per rule); hover shows the page.
    func testCodeActionsGiveTheBytesOfApplyAndHoverShowsTheRule() throws {
        for (encoding, documentChanges) in [(TextDocument.PositionEncoding.utf16, false), (.utf8, true)] {
            server = nil
            try start(encodings: [encoding.rawValue], documentChanges: documentChanges)
            let diagnostics = try open(Self.view)
            let wholeFile = try json(["start": ["line": 0, "character": 0], "end": ["line": 12, "character": 0]])
            let actions = try XCTUnwrap(try request(2, "textDocument/codeAction", #"{"textDocument":{"uri":"\#(uri)"},"range":\#(wholeFile),"context":{"diagnostics":[]}}"#)["result"] as? [[String: Any]])
            // The fixed font's fix is unsafe (--unsafe only): a diagnostic without a quick fix.
            XCTAssertEqual(actions.compactMap { $0["kind"] as? String }, ["quickfix", LSPServer.fixAllKind])
            let fixAll = try XCTUnwrap(actions.last?["edit"] as? [String: Any])
            XCTAssertEqual(try applying(fixAll, to: Self.view, encoding: encoding), try cliFix(Self.view))
            for action in actions.dropLast() {
                let rule = try XCTUnwrap((action["diagnostics"] as? [[String: Any]])?.first?["code"] as? String)
                let fixed = try applying(try XCTUnwrap(action["edit"] as? [String: Any]), to: Self.view, encoding: encoding)
                XCTAssertEqual(fixed, try cliFix(Self.view, ["--rules", rule]), rule)
            }

            // Only the line asked about, and only the kinds asked for.
            let buttonLine = try json(["start": ["line": 6, "character": 0], "end": ["line": 6, "character": 0]])
            let onLine = try XCTUnwrap(try request(3, "textDocument/codeAction", #"{"textDocument":{"uri":"\#(uri)"},"range":\#(buttonLine),"context":{"diagnostics":[],"only":["quickfix"]}}"#)["result"] as? [[String: Any]])
            XCTAssertEqual(onLine.compactMap { ($0["diagnostics"] as? [[String: Any]])?.first?["code"] as? String }, ["icon-only-control-label"])
            let sourceOnly = try XCTUnwrap(try request(4, "textDocument/codeAction", #"{"textDocument":{"uri":"\#(uri)"},"range":\#(buttonLine),"context":{"diagnostics":[],"only":["source.fixAll"]}}"#)["result"] as? [[String: Any]])
            XCTAssertEqual(sourceOnly.compactMap { $0["kind"] as? String }, [LSPServer.fixAllKind])

            let button = try XCTUnwrap(diagnostics.first { $0["code"] as? String == "icon-only-control-label" })
            let hover = try XCTUnwrap(try request(5, "textDocument/hover", #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(start(of: button).line),"character":\#(start(of: button).character + 2)}}"#)["result"] as? [String: Any])
            let markdown = try XCTUnwrap((hover["contents"] as? [String: Any])?["value"] as? String)
            XCTAssertTrue(markdown.hasSuffix(RuleDocumentation.page(IconOnlyControlLabelRule.description)), markdown)
            XCTAssertTrue(try request(6, "textDocument/hover", #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":0,"character":0}}"#)["result"] is NSNull)
        }
    }

    /// The nearest .a11yfix.json applies, as on the command line; saving it re-checks open files.
    func testConfigurationComesFromTheNearestConfigFile() throws {
        try folder.write("Sources/.a11yfix.json", #"{"version": 1, "rules": {"disable": ["dynamic-type-font"]}}"#)
        try start()
        XCTAssertEqual(codes(try open(Self.view)), ["icon-only-control-label"])
        try folder.write("Sources/.a11yfix.json", #"{"version": 1, "rules": {"disable": ["icon-only-control-label"]}}"#)
        notify("textDocument/didSave", try json(["textDocument": ["uri": folder.url.appendingPathComponent("Sources/.a11yfix.json").absoluteString]]))
        XCTAssertEqual(codes(try diagnostics()), ["dynamic-type-font"])
        try folder.write("Sources/.a11yfix.json", #"{"version": 1, "rules": {"disable": ["no-such-rule"]}}"#)
        notify("workspace/didChangeWatchedFiles", #"{"changes":[]}"#)
        let message = try server.nextFramed { $0["method"] as? String == "window/showMessage" }
        XCTAssertTrue(((message["params"] as? [String: Any])?["message"] as? String)?.contains("unknown rule 'no-such-rule'") ?? false, "\(message)")
        XCTAssertEqual(codes(try diagnostics()), [], "a broken config: no findings, and the editor is told why")
    }

    func testBadInputGetsProtocolErrorsWithoutACrashOrAWrite() throws {
        try start()
        server.sendFramed("{not json")
        XCTAssertEqual(((try server.nextFramed())["error"] as? [String: Any])?["code"] as? Int, -32700)
        server.send(Array("Content-Type: application/json\r\n\r\n".utf8))
        XCTAssertEqual(((try server.nextFramed())["error"] as? [String: Any])?["code"] as? Int, -32700, "no Content-Length")
        server.sendFramed(#"[{"jsonrpc":"2.0","id":7,"method":"shutdown"}]"#)
        XCTAssertEqual(((try server.nextFramed())["error"] as? [String: Any])?["code"] as? Int, -32600, "a batch")
        XCTAssertEqual(((try request(8, "textDocument/codeAction", "{}"))["error"] as? [String: Any])?["code"] as? Int, -32602)
        notify("textDocument/didChange", #"{"textDocument":{"uri":"file:///nowhere.swift","version":2},"contentChanges":[{"text":""}]}"#)
        XCTAssertEqual(((try server.nextFramed())["method"] as? String), "window/logMessage", "a change to a file never opened is logged")

        // A file outside the workspace root gets no findings, and requests about it an error.
        let outside = try TemporaryFolder()
        let outsideURI = outside.url.appendingPathComponent("View.swift").absoluteString
        notify("textDocument/didOpen", try json(["textDocument": ["uri": outsideURI, "languageId": "swift", "version": 1, "text": Self.view] as [String: Any]]))
        let refused = try server.nextFramed { $0["method"] as? String == "window/showMessage" }
        XCTAssertTrue(((refused["params"] as? [String: Any])?["message"] as? String)?.contains("outside the workspace root") ?? false, "\(refused)")
        let outsideAction = try request(9, "textDocument/codeAction", #"{"textDocument":{"uri":"\#(outsideURI)"},"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"context":{"diagnostics":[]}}"#)
        XCTAssertEqual((outsideAction["error"] as? [String: Any])?["code"] as? Int, -32602)

        // A document larger than a11yfix analyses: told, not analysed.
        let huge = Self.view + String(repeating: "// padding\n", count: SourceLoader.maximumFileSize / 11 + 1)
        notify("textDocument/didOpen", try json(["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": huge] as [String: Any]]))
        let tooLarge = try server.nextFramed { $0["method"] as? String == "window/showMessage" }
        XCTAssertTrue(((tooLarge["params"] as? [String: Any])?["message"] as? String)?.contains("larger than the 16 MB") ?? false, "\(tooLarge)")
        XCTAssertEqual(codes(try diagnostics()), [])
        let hugeAction = try request(10, "textDocument/codeAction", #"{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"context":{"diagnostics":[]}}"#)
        XCTAssertEqual((hugeAction["error"] as? [String: Any])?["code"] as? Int, -32803)
        // A message larger than the server reads is skipped unread.
        server.send(Array("Content-Length: \(JSONRPC.maximumMessageSize + 1)\r\n\r\n".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: JSONRPC.maximumMessageSize + 1))
        XCTAssertEqual(((try server.nextFramed())["error"] as? [String: Any])?["code"] as? Int, -32600)

        XCTAssertEqual(codes(try open(Self.view, version: 2)).count, 2, "the server still works")
        XCTAssertEqual(try folder.text("Sources/ShareRow.swift"), "import SwiftUI\n")
        XCTAssertTrue(server.isRunning)
    }
}
