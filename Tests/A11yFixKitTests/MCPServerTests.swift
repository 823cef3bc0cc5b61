@testable import A11yFixKit
import Foundation
import XCTest

/// `a11yfix mcp` driven by a scripted client over stdio: the handshake, every tool and resource,
/// and every kind of bad message, each answered with a protocol error while the server keeps going.
final class MCPServerTests: XCTestCase {
    static let shareButton = """
    import SwiftUI

    struct ShareButton: View {
        var body: some View {
            Button(action: {}) {
                Image(systemName: "square.and.arrow.up")
            }
        }
    }

    """

    private func workspace() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Sources/ShareButton.swift", Self.shareButton)
        return folder
    }

    private func initializedServer(in folder: URL, version: String = "2025-11-25") throws -> ServerProcess {
        let server = try ServerProcess(["mcp"], in: folder)
        server.sendLine(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"\#(version)","capabilities":{},"clientInfo":{"name":"tests","version":"1"}}}"#)
        let reply = try server.nextLine()
        XCTAssertEqual((reply["result"] as? [String: Any])?["protocolVersion"] as? String, MCPServer.protocolVersions.contains(version) ? version : MCPServer.protocolVersions[0])
        server.sendLine(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        return server
    }

    private func call(_ server: ServerProcess, id: Int, _ tool: String, _ arguments: String) throws -> (texts: [String], isError: Bool) {
        server.sendLine(#"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments)}}"#)
        let reply = try server.nextLine()
        XCTAssertEqual(reply["id"] as? Int, id)
        let result = try XCTUnwrap(reply["result"] as? [String: Any], "\(reply)")
        let content = try XCTUnwrap(result["content"] as? [[String: Any]])
        return (content.compactMap { $0["text"] as? String }, result["isError"] as? Bool ?? false)
    }

    private func errorCode(_ reply: [String: Any]) -> Int? { (reply["error"] as? [String: Any])?["code"] as? Int }

    func testHandshakeNegotiatesTheVersionAndListsToolsAndResources() throws {
        let folder = try workspace()
        for version in ["2025-06-18", "2024-11-05", "1999-01-01"] {
            let server = try initializedServer(in: folder.url, version: version)
            server.sendLine(#"{"jsonrpc":"2.0","id":"p","method":"ping"}"#)
            let pong = try server.nextLine()
            XCTAssertEqual(pong["id"] as? String, "p", "the notification before got no reply")
            XCTAssertEqual((pong["result"] as? [String: Any])?.count, 0)
            server.closeInput()
            XCTAssertEqual(server.exitStatus(), 0, "the end of input ends the server")
        }
        let server = try initializedServer(in: folder.url)
        server.sendLine(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#)
        let tools = try XCTUnwrap((try server.nextLine()["result"] as? [String: Any])?["tools"] as? [[String: Any]])
        XCTAssertEqual(tools.compactMap { $0["name"] as? String }, ["check", "fix", "audit", "nutrition", "explain"])
        for tool in tools { XCTAssertEqual((tool["inputSchema"] as? [String: Any])?["type"] as? String, "object") }

        server.sendLine(#"{"jsonrpc":"2.0","id":2,"method":"resources/list"}"#)
        let resources = try XCTUnwrap((try server.nextLine()["result"] as? [String: Any])?["resources"] as? [[String: Any]])
        XCTAssertEqual(resources.compactMap { $0["uri"] as? String }, ["a11yfix://rules"] + RuleRegistry.ids.map { "a11yfix://rules/\($0)" })
        server.sendLine(#"{"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"a11yfix://rules/reduce-motion"}}"#)
        let contents = try XCTUnwrap((try server.nextLine()["result"] as? [String: Any])?["contents"] as? [[String: Any]])
        XCTAssertEqual(contents.first?["text"] as? String, RuleDocumentation.page(ReduceMotionRule.description))
        server.sendLine(#"{"jsonrpc":"2.0","id":4,"method":"resources/read","params":{"uri":"a11yfix://rules/no-such-rule"}}"#)
        XCTAssertEqual(errorCode(try server.nextLine()), -32002)

        let explained = try call(server, id: 5, "explain", #"{"rule":"icon-only-control-label"}"#)
        XCTAssertEqual(explained.texts, [RuleDocumentation.page(IconOnlyControlLabelRule.description)])
        let unknown = try call(server, id: 6, "explain", #"{"rule":"reduce-motoin"}"#)
        XCTAssertTrue(unknown.isError)
        XCTAssertTrue(unknown.texts.first?.contains("did you mean 'reduce-motion'?") ?? false, "\(unknown.texts)")
    }

    /// The tools give what the command line gives, byte for byte; a dry run writes nothing, and
    /// `write` writes exactly what `--apply` writes.
    func testToolsAnswerAsTheCommandLineDoes() throws {
        let folder = try workspace()
        let original = try folder.read("Sources/ShareButton.swift")
        let server = try initializedServer(in: folder.url)

        let check = try call(server, id: 1, "check", #"{"paths":["Sources"]}"#)
        XCTAssertFalse(check.isError)
        let cli = try CommandRunner.a11yfix(["--check", "--format", "json", "--", "Sources"], in: folder.url)
        XCTAssertEqual(check.texts, [cli.standardOutput])
        XCTAssertTrue(cli.standardOutput.contains("\"ruleId\": \"icon-only-control-label\""), cli.standardOutput)
        XCTAssertEqual(try call(server, id: 2, "check", "{}").texts, check.texts.map { $0 }, "the whole workspace by default, the same answer every time")

        let diff = try call(server, id: 3, "fix", #"{"paths":["Sources/ShareButton.swift"]}"#)
        let cliDiff = try CommandRunner.a11yfix(["--dry-run", "Sources/ShareButton.swift"], in: folder.url)
        XCTAssertEqual(diff.texts.first, cliDiff.standardOutput)
        XCTAssertTrue(diff.texts.first?.contains("+        .accessibilityLabel(\"Share\") // [VERIFY]") ?? false, "\(diff.texts)")
        XCTAssertEqual(try folder.read("Sources/ShareButton.swift"), original, "a fix without write writes nothing")

        let expected = try CommandRunner.a11yfix(["-", "--stdin-path", "Sources/ShareButton.swift"], in: folder.url, input: original).standardOutputBytes
        let applied = try call(server, id: 4, "fix", #"{"paths":["Sources"],"write":true}"#)
        XCTAssertFalse(applied.isError, "\(applied.texts)")
        XCTAssertEqual(applied.texts.first, "Fixed and wrote: Sources/ShareButton.swift\n")
        XCTAssertTrue(applied.texts.last?.contains("Accessibility applied:") ?? false, "\(applied.texts)")
        XCTAssertEqual(try folder.read("Sources/ShareButton.swift"), expected, "write: the bytes --apply writes")
        XCTAssertEqual(try call(server, id: 5, "fix", #"{"write":true}"#).texts.first, "(no changes)\n")

        let audit = try call(server, id: 6, "audit", #"{"paths":["Sources"]}"#)
        XCTAssertEqual(audit.texts, [try CommandRunner.a11yfix(["audit", "--quiet", "Sources"], in: folder.url).standardOutput])
        let nutrition = try call(server, id: 7, "nutrition", "{}")
        XCTAssertEqual(nutrition.texts, [try CommandRunner.a11yfix(["nutrition", "--quiet", "."], in: folder.url).standardOutput])
    }

    func testBadMessagesGetProtocolErrorsAndTheServerKeepsGoing() throws {
        let folder = try workspace()
        let server = try initializedServer(in: folder.url)
        let cases: [(message: String, code: Int, id: Any?)] = [
            ("{not json", -32700, nil),
            (#"{"jsonrpc":"2.0","id":1,"method":"tools/list""#, -32700, nil),
            ("[" + String(repeating: "[", count: 10_000) + "]", -32700, nil),
            (#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, -32600, nil),
            (#"{"id":2,"method":"ping"}"#, -32600, 2),
            (#"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#, -32600, nil),
            (#"{"jsonrpc":"2.0","id":3,"method":7}"#, -32600, 3),
            (#"{"jsonrpc":"2.0","id":4,"method":"prompts/get"}"#, -32601, 4),
            (#"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"format-disk"}}"#, -32602, 5),
            (#"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"check","arguments":"Sources"}}"#, -32602, 6),
            (#"{"jsonrpc":"2.0","id":8,"method":"initialize","params":{}}"#, -32602, 8),
        ]
        for (message, code, id) in cases {
            server.sendLine(message)
            let reply = try server.nextLine()
            XCTAssertEqual(errorCode(reply), code, "\(message.prefix(80)) → \(reply)")
            if let id = id as? Int { XCTAssertEqual(reply["id"] as? Int, id) }
            if id == nil, code != -32602 { XCTAssertTrue(reply["id"] is NSNull, "\(reply)") }
        }
        // Arguments a tool refuses are the tool's errors (MCP 2025-11-25), which the agent reads.
        let notAList = try call(server, id: 12, "check", #"{"paths":"Sources"}"#)
        XCTAssertTrue(notAList.isError)
        XCTAssertEqual(notAList.texts, ["Invalid params: \"paths\" is a non-empty list of strings"])
        // A path that looks like an option is a path: the tools put their paths after `--`.
        let optionLike = try call(server, id: 11, "fix", #"{"paths":["--apply"]}"#)
        XCTAssertTrue(optionLike.isError)
        XCTAssertTrue(optionLike.texts.joined().contains("--apply: error: no such file or directory"), "\(optionLike.texts)")
        XCTAssertEqual(try folder.text("Sources/ShareButton.swift"), Self.shareButton)
        // A message larger than the limit is skipped without being read into memory whole.
        server.sendLine(#"{"jsonrpc":"2.0","id":9,"method":"ping","params":{"padding":""# + String(repeating: "x", count: MCPServer.maximumMessageSize) + #""}}"#)
        XCTAssertEqual(errorCode(try server.nextLine()), -32600)
        server.sendLine(#"{"jsonrpc":"2.0","id":10,"method":"ping"}"#)
        XCTAssertEqual(try server.nextLine()["id"] as? Int, 10, "the server still answers")
    }

    /// Paths outside the folder the server started in are refused (a tool error the agent reads),
    /// whether named with `..`, as an absolute path, or through a symbolic link; nothing is written.
    func testPathsOutsideTheWorkspaceAreRefusedAndNeverWritten() throws {
        let folder = try workspace()
        let outside = try TemporaryFolder()
        let outsideFile = try outside.write("Elsewhere/ShareButton.swift", Self.shareButton)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Linked").path, withDestinationPath: outside.url.appendingPathComponent("Elsewhere").path)
        let server = try initializedServer(in: folder.url)
        let relativeOutside = "../" + outside.url.lastPathComponent + "/Elsewhere"
        for (id, paths) in [[relativeOutside], [outsideFile.path], ["Linked"], ["Linked/ShareButton.swift"], ["Sources", "Sources/../../"]].enumerated() {
            for tool in ["check", "fix", "audit"] {
                let arguments = #"{"paths":\#(String(decoding: try JSONSerialization.data(withJSONObject: paths), as: UTF8.self)),"write":true}"#
                let result = try call(server, id: id, tool, arguments)
                XCTAssertTrue(result.isError, "\(tool) \(paths)")
                XCTAssertTrue(result.texts.first?.contains("outside the workspace root") ?? false, "\(tool) \(paths): \(result.texts)")
            }
        }
        XCTAssertEqual(try String(contentsOf: outsideFile, encoding: .utf8), Self.shareButton)
        XCTAssertEqual(try folder.text("Sources/ShareButton.swift"), Self.shareButton, "a refused call writes nothing at all")

        // --root names the workspace when the agent starts the server elsewhere.
        let rooted = try ServerProcess(["mcp", "--root", folder.url.path], in: outside.url)
        rooted.sendLine(#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"check","arguments":{"paths":["Sources"]}}}"#)
        let report = try XCTUnwrap(((try rooted.nextLine()["result"] as? [String: Any])?["content"] as? [[String: Any]])?.first?["text"] as? String)
        XCTAssertTrue(report.contains("\"path\": \"Sources/ShareButton.swift\""), report)
        rooted.sendLine(#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"check","arguments":{"paths":["\#(outsideFile.path)"]}}}"#)
        XCTAssertEqual((try rooted.nextLine()["result"] as? [String: Any])?["isError"] as? Bool, true)
        let missing = try CommandRunner.a11yfix(["mcp", "--root", folder.url.appendingPathComponent("nowhere").path], in: folder.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.standardError.contains("no such folder"), missing.standardError)
    }
}
