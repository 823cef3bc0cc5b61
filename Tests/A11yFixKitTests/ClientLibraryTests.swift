import Foundation
import XCTest

/// `a11yfix mcp` and `a11yfix lsp` driven by real client libraries from PyPI (the official MCP
/// Python SDK, pygls), installed by Tests/Clients/install.sh into .build. Locally they are skipped,
/// saying how to install them, when missing; CI (.ci/run) installs them and sets
/// A11YFIX_REQUIRE_CLIENT_LIBRARIES, so there a missing library fails.
final class ClientLibraryTests: XCTestCase {
    static let python = CommandRunner.repositoryRoot.appendingPathComponent(".build/client-libraries/bin/python")

    private func runClient(_ script: String, file: StaticString = #filePath, line: UInt = #line) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.python.path) else {
            let message = "the MCP and LSP client libraries are not installed; run `make client-libraries` (Tests/Clients/install.sh)"
            if ProcessInfo.processInfo.environment["A11YFIX_REQUIRE_CLIENT_LIBRARIES"] == "1" {
                XCTFail(message, file: file, line: line)
                return
            }
            throw XCTSkip(message)
        }
        let folder = try TemporaryFolder()
        try folder.write("Sources/ShareButton.swift", MCPServerTests.shareButton)
        let client = CommandRunner.repositoryRoot.appendingPathComponent("Tests/Clients/\(script)")
        let result = try CommandRunner.run(Self.python, [client.path, CommandRunner.a11yfix.path, folder.url.path], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError, file: file, line: line)
        XCTAssertTrue(result.standardOutput.hasSuffix("client: ok\n"), result.standardOutput, file: file, line: line)
    }

    func testTheOfficialMCPPythonSDKUsesTheMCPServer() throws {
        try runClient("mcp_client.py")
    }

    func testPyglsLanguageClientUsesTheLSPServer() throws {
        try runClient("lsp_client.py")
    }
}
