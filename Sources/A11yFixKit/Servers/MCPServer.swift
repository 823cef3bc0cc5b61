import Foundation

/// `a11yfix mcp`: a Model Context Protocol server over stdio (one JSON-RPC message per line), so a
/// coding agent asks a11yfix instead of guessing. Its tools are the command line run in-process in
/// the folder the server was started in (the workspace root): `check` is `--check --format json`,
/// `fix` the `--dry-run` diff or, when asked, `--apply`, `audit` and `nutrition` the reports,
/// `explain` a rule's page; the rules' pages are resources too. Paths outside the root are refused.
final class MCPServer {
    /// Newest first; an unknown version a client asks for gets the newest.
    static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

    let workspace: Workspace
    private let output: MessageOutput

    init(workspace: Workspace, output: MessageOutput) {
        self.workspace = workspace
        self.output = output
    }

    static func run(_ arguments: [String], console: Console) -> Int32 {
        if arguments == ["--help"] || arguments == ["-h"] {
            console.out(usage + "\n")
            return A11yFixCommand.ExitCode.clean
        }
        switch arguments.count {
        case 0: break
        // The tools run the command line in-process, which reads paths from the current folder.
        case 2 where arguments[0] == "--root":
            guard FileManager.default.changeCurrentDirectoryPath(arguments[1]) else {
                console.err("a11yfix: error: --root \(arguments[1]): no such folder\n")
                return A11yFixCommand.ExitCode.failure
            }
        default:
            console.err("a11yfix: error: usage: a11yfix mcp [--root FOLDER]\n")
            return A11yFixCommand.ExitCode.failure
        }
        let server = MCPServer(workspace: Workspace(root: FileManager.default.currentDirectoryPath), output: MessageOutput(write: StandardOutput.write))
        let input = MessageInput(descriptor: 0)
        while true {
            switch input.readLine(limit: maximumMessageSize) {
            case .end:
                return A11yFixCommand.ExitCode.clean
            case .tooLong:
                server.output.sendLine(JSONRPC.errorResponse(id: .null, .invalidRequest("a message longer than \(maximumMessageSize >> 20) MB was skipped")))
            case let .line(bytes):
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
                if let reply = server.handle(bytes) { server.output.sendLine(reply) }
            }
        }
    }

    /// An MCP message names paths and rules; one this large is a client's mistake, skipped unread.
    static let maximumMessageSize = 4 << 20

    static let usage = """
    USAGE: a11yfix mcp [--root FOLDER]

    A Model Context Protocol server on stdin/stdout for coding agents (docs/agents.md). Its tools read
    and write only inside the workspace root: FOLDER, or the folder it is started in.
    Tools: check, fix (a diff; writes only with "write": true), audit, nutrition, explain.
    Resources: a11yfix://rules (the catalogue) and a11yfix://rules/ID (each rule's page).
    """

    /// The reply to one message, or nil for a notification or a response.
    func handle(_ bytes: [UInt8]) -> JSONValue? {
        switch JSONRPC.decode(bytes) {
        case .response:
            return nil
        case let .invalid(id, failure):
            return JSONRPC.errorResponse(id: id, failure)
        case let .request(request):
            let result: Result<JSONValue, JSONRPC.Failure>
            switch request.method {
            case "initialize": result = initialize(request.params)
            case "ping": result = .success(.object([]))
            case "tools/list": result = .success(.object([("tools", .array(Self.tools.map(\.declaration)))]))
            case "tools/call": result = callTool(request.params)
            case "resources/list": result = .success(.object([("resources", .array(Self.resources))]))
            case "resources/templates/list": result = .success(.object([("resourceTemplates", .array([]))]))
            case "resources/read": result = readResource(request.params)
            default:
                // Notifications (initialized, cancelled, roots changed) need nothing from a server that
                // answers every request before reading the next.
                if request.method.hasPrefix("notifications/") { return nil }
                result = .failure(.methodNotFound(request.method))
            }
            guard let id = request.id else { return nil }
            switch result {
            case let .success(value): return JSONRPC.response(id: id, result: value)
            case let .failure(failure): return JSONRPC.errorResponse(id: id, failure)
            }
        }
    }

    private func initialize(_ params: JSONValue?) -> Result<JSONValue, JSONRPC.Failure> {
        guard let requested = params?["protocolVersion"]?.stringValue else { return .failure(.invalidParams("initialize needs \"protocolVersion\"")) }
        let version = Self.protocolVersions.contains(requested) ? requested : Self.protocolVersions[0]
        return .success(.object([
            ("protocolVersion", .string(version)),
            ("capabilities", .object([("tools", .object([("listChanged", .bool(false))])), ("resources", .object([("listChanged", .bool(false))]))])),
            ("serverInfo", .object([("name", .string("a11yfix")), ("version", .string(A11yFixCommand.version))])),
            ("instructions", .string("""
                a11yfix finds and fixes accessibility problems in Swift (SwiftUI, UIKit, AppKit) under \(workspace.root). \
                Call check for findings, fix for the exact diff a11yfix would apply (write: true applies it), explain for a rule's \
                documentation. Lines ending with // [VERIFY] hold guessed labels for a person to confirm.
                """)),
        ]))
    }

    // MARK: Tools

    struct Tool {
        var name: String
        var description: String
        var properties: [(key: String, value: JSONValue)]
        var required: [String] = []

        var declaration: JSONValue {
            .object([
                ("name", .string(name)),
                ("description", .string(description)),
                ("inputSchema", .object([("type", .string("object")), ("properties", .object(properties)), ("required", .strings(required))])),
            ])
        }
    }

    private static let pathsProperty: (key: String, value: JSONValue) = ("paths", .object([
        ("type", .string("array")), ("items", .object([("type", .string("string"))])),
        ("description", .string("Files or folders inside the workspace root, relative to it (default: the whole workspace)")),
    ]))
    private static let rulesProperty: (key: String, value: JSONValue) = ("rules", .object([
        ("type", .string("array")), ("items", .object([("type", .string("string"))])),
        ("description", .string("Run only these rule ids (default: the rules the configuration enables)")),
    ]))

    static let tools: [Tool] = [
        Tool(name: "check", description: "Accessibility findings for Swift files or folders: a11yfix's JSON report (docs/json-output.md) with each finding's rule, severity, WCAG criteria, Nutrition Label, position and fix. Writes nothing.",
             properties: [pathsProperty, rulesProperty]),
        Tool(name: "fix", description: "The unified diff of every fix a11yfix makes (the bytes `a11yfix --apply` writes), then its findings and summary. Writes the fixes only when write is true, and only inside the workspace root.",
             properties: [pathsProperty, rulesProperty,
                          ("write", .object([("type", .string("boolean")), ("description", .string("Apply the fixes to the files (default false: return the diff only)"))])),
                          ("unsafe", .object([("type", .string("boolean")), ("description", .string("Also fix what changes layout or logic (a11yfix --unsafe)"))]))]),
        Tool(name: "audit", description: "The accessibility audit: every interactive element's identifier, label, hint, value and traits, findings by severity, what to test on a device, Nutrition Label readiness.",
             properties: [pathsProperty, ("format", .object([("type", .string("string")), ("enum", .strings(["markdown", "json"])), ("description", .string("markdown (default) or json"))]))]),
        Tool(name: "nutrition", description: "The App Store Accessibility Nutrition Label recommendation for the code: per screen and label, what could be claimed and what blocks it.",
             properties: [pathsProperty]),
        Tool(name: "explain", description: "A rule's documentation: what it finds, why it matters, examples, fix safety, severity, WCAG, Nutrition Label.",
             properties: [("rule", .object([("type", .string("string")), ("description", .string("A rule id, e.g. icon-only-control-label"))]))], required: ["rule"]),
    ]

    private func callTool(_ params: JSONValue?) -> Result<JSONValue, JSONRPC.Failure> {
        guard let name = params?["name"]?.stringValue else { return .failure(.invalidParams("tools/call needs a \"name\"")) }
        guard Self.tools.contains(where: { $0.name == name }) else { return .failure(.invalidParams("unknown tool '\(name)'; tools: \(Self.tools.map(\.name).joined(separator: ", "))")) }
        let arguments = params?["arguments"] ?? .object([])
        guard case .object = arguments else { return .failure(.invalidParams("\"arguments\" is an object")) }
        // Arguments the tool refuses are the tool's errors, not the protocol's (MCP 2025-11-25): the
        // agent reads them and corrects its call.
        switch runTool(name, arguments) {
        case let .success(result): return .success(result)
        case let .failure(failure): return .success(Self.toolResult([failure.message], isError: true))
        }
    }

    private func runTool(_ name: String, _ arguments: JSONValue) -> Result<JSONValue, JSONRPC.Failure> {
        if name == "explain" {
            guard let id = arguments["rule"]?.stringValue else { return .failure(.invalidParams("explain needs \"rule\", a rule id")) }
            guard let rule = RuleRegistry.rule(withID: id) else { return .failure(.invalidParams(RuleCommand.unknownRuleMessage(id))) }
            return .success(Self.toolResult([RuleDocumentation.page(rule.description)], isError: false))
        }
        let paths: [String]
        switch commandPaths(arguments["paths"]) {
        case let .success(resolved): paths = resolved
        case let .failure(failure): return .failure(failure)
        }
        var options: [String] = []
        if let rules = arguments["rules"] {
            guard let ids = rules.arrayValue?.compactMap(\.stringValue), ids.count == rules.arrayValue?.count, !ids.isEmpty else {
                return .failure(.invalidParams("\"rules\" is a non-empty list of rule ids"))
            }
            options += ["--rules", ids.joined(separator: ",")]
        }
        switch name {
        case "check":
            return .success(commandResult(["--check", "--format", "json"] + options + ["--"] + paths))
        case "fix":
            if arguments["unsafe"]?.boolValue == true { options.append("--unsafe") }
            if arguments["write"]?.boolValue == true { return apply(options, paths: paths) }
            return .success(commandResult(["--dry-run"] + options + ["--"] + paths, includeErrors: true))
        case "audit":
            let format = arguments["format"]?.stringValue ?? "markdown"
            guard ["markdown", "json"].contains(format) else { return .failure(.invalidParams("\"format\" is markdown or json")) }
            return .success(commandResult(["audit", "--format", format, "--quiet", "--"] + paths))
        default:
            return .success(commandResult(["nutrition", "--quiet", "--"] + paths))
        }
    }

    /// The tool's paths relative to the workspace root, each checked to be inside it.
    private func commandPaths(_ value: JSONValue?) -> Result<[String], JSONRPC.Failure> {
        guard let value else { return .success(["."]) }
        guard let items = value.arrayValue, let paths = Optional(items.compactMap(\.stringValue)), paths.count == items.count, !paths.isEmpty else {
            return .failure(.invalidParams("\"paths\" is a non-empty list of strings"))
        }
        var resolved: [String] = []
        for path in paths {
            switch workspace.relativePath(path) {
            case let .success(relative): resolved.append(relative)
            case let .failure(failure): return .failure(failure)
            }
        }
        return .success(resolved)
    }

    /// `--apply` on exactly the files the dry run would change, each checked to be inside the root
    /// once symbolic links are followed: a folder inside the workspace may link to one outside it.
    private func apply(_ options: [String], paths: [String]) -> Result<JSONValue, JSONRPC.Failure> {
        let planned = Workspace.runCommand(["--dry-run", "--quiet", "--format", "json"] + options + ["--"] + paths)
        guard let report = try? JSONValue.parse(Array(planned.output.utf8)), let files = report["files"]?.arrayValue else {
            return .failure(JSONRPC.Failure(code: -32603, message: planned.errors))
        }
        let changed = files.filter { ($0["fixed"]?.intValue ?? 0) > 0 }.compactMap { $0["path"]?.stringValue }
        var inside: [String] = []
        for path in changed {
            switch workspace.relativePath(path) {
            case let .success(relative): inside.append(relative)
            case let .failure(failure): return .failure(failure)
            }
        }
        if inside.isEmpty { return .success(commandResult(["--dry-run"] + options + ["--"] + paths, includeErrors: true)) }
        // --apply prints no diff: the result names the files written, then the findings and the
        // Accessibility Summary.
        let applied = Workspace.runCommand(["--apply"] + options + ["--"] + inside)
        let written = "Fixed and wrote: " + inside.joined(separator: ", ") + "\n"
        return .success(Self.toolResult([written, applied.errors], isError: applied.status == A11yFixCommand.ExitCode.failure))
    }

    /// What the command printed as the tool's text: its output, then (for fixes) its findings and
    /// summary. Exit status 2 (an unreadable file, a broken config) marks the result as an error.
    private func commandResult(_ arguments: [String], includeErrors: Bool = false) -> JSONValue {
        let run = Workspace.runCommand(arguments)
        var texts = [run.output.isEmpty && includeErrors ? "(no changes)\n" : run.output]
        if includeErrors || run.status == A11yFixCommand.ExitCode.failure, !run.errors.isEmpty { texts.append(run.errors) }
        return Self.toolResult(texts.filter { !$0.isEmpty }, isError: run.status == A11yFixCommand.ExitCode.failure)
    }

    private static func toolResult(_ texts: [String], isError: Bool) -> JSONValue {
        .object([
            ("content", .array(texts.map { .object([("type", .string("text")), ("text", .string($0))]) })),
            ("isError", .bool(isError)),
        ])
    }

    // MARK: Resources

    static let catalogueURI = "a11yfix://rules"

    static let resources: [JSONValue] = [
        .object([("uri", .string(catalogueURI)), ("name", .string("rules")), ("title", .string("a11yfix rules")),
                 ("description", .string("Every rule with its severity, WCAG criteria, Nutrition Label, fix safety and default")),
                 ("mimeType", .string("text/markdown"))]),
    ] + RuleRegistry.all.map { rule in
        .object([("uri", .string("\(catalogueURI)/\(rule.description.id)")), ("name", .string(rule.description.id)),
                 ("title", .string(rule.description.name)), ("description", .string(rule.description.summary)),
                 ("mimeType", .string("text/markdown"))])
    }

    private func readResource(_ params: JSONValue?) -> Result<JSONValue, JSONRPC.Failure> {
        guard let uri = params?["uri"]?.stringValue else { return .failure(.invalidParams("resources/read needs a \"uri\"")) }
        let text: String
        if uri == Self.catalogueURI {
            text = RuleDocumentation.index()
        } else if uri.hasPrefix(Self.catalogueURI + "/"), let rule = RuleRegistry.rule(withID: String(uri.dropFirst(Self.catalogueURI.count + 1))) {
            text = RuleDocumentation.page(rule.description)
        } else {
            // MCP's code for a resource that does not exist.
            return .failure(JSONRPC.Failure(code: -32002, message: "Resource not found: \(uri)"))
        }
        return .success(.object([("contents", .array([.object([("uri", .string(uri)), ("mimeType", .string("text/markdown")), ("text", .string(text))])]))]))
    }
}
