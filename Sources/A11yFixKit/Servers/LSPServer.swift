import Foundation

/// `a11yfix lsp`: a Language Server Protocol server over stdio (Content-Length framing) that runs
/// beside sourcekit-lsp. Diagnostics come from the editor's text as typed, not the file on disk;
/// code actions fix one finding or the whole file through the same passes as `--apply`, so their
/// edits give its bytes; hover on a finding shows its rule's page. Each file gets the nearest
/// `.a11yfix.json`, as on the command line. Only files inside the workspace folders are checked.
final class LSPServer {
    private enum State {
        case uninitialized
        case running
        case shutDown
    }

    private var state = State.uninitialized
    private var workspaces: [Workspace] = []
    private var encoding = TextDocument.PositionEncoding.utf16
    private var editsWithVersions = false
    private var documents: [String: TextDocument] = [:]
    /// The last analysis of each document, for its version: code actions and hover reuse it.
    private var analyses: [String: (version: Int, result: Result<Analysis, JSONRPC.Failure>)] = [:]
    /// The message each document was last refused with, so typing does not repeat it.
    private var shownRefusals: [String: String] = [:]
    private let startFolder: String
    private let send: (JSONValue) -> Void
    private let base: FixerConfiguration

    init(startFolder: String, send: @escaping (JSONValue) -> Void) {
        self.startFolder = startFolder
        self.send = send
        let options = CommandOptions()
        base = A11yFixCommand.fixerConfiguration(options, rules: Configuration().ruleTypes(options: options).map { $0.init() })
    }

    static let usage = """
    USAGE: a11yfix lsp

    A Language Server Protocol server on stdin/stdout for editors (docs/editors.md): diagnostics as
    you type, a quick fix per finding and "fix all in file" (the edits --apply makes), the rule's
    documentation on hover. Files inside the editor's workspace folders are checked, each with its
    nearest .a11yfix.json.
    """

    static func run(_ arguments: [String], console: Console) -> Int32 {
        if arguments == ["--help"] || arguments == ["-h"] {
            console.out(usage + "\n")
            return A11yFixCommand.ExitCode.clean
        }
        // Some clients pass --stdio, the transport a11yfix always uses.
        guard arguments.isEmpty || arguments == ["--stdio"] else {
            console.err("a11yfix: error: usage: a11yfix lsp [--stdio] (the editor starts it; stdio is its transport)\n")
            return A11yFixCommand.ExitCode.failure
        }
        let output = MessageOutput(write: StandardOutput.write)
        let server = LSPServer(startFolder: FileManager.default.currentDirectoryPath, send: output.sendFramed)
        let input = MessageInput(descriptor: 0)
        while true {
            switch readMessage(input) {
            case .end:
                // The editor went away without `exit`: LSP's status for an exit without shutdown.
                return server.state == .shutDown ? 0 : 1
            case let .failure(failure):
                output.sendFramed(JSONRPC.errorResponse(id: .null, failure))
            case let .message(bytes):
                if let status = server.handle(bytes) { return status }
            }
        }
    }

    private enum Framed {
        case message([UInt8])
        case failure(JSONRPC.Failure)
        case end
    }

    /// Headers up to an empty line, then Content-Length bytes. A message too large is skipped
    /// unread; headers without a length cannot be skipped safely, so reading resumes at the next
    /// header block.
    private static func readMessage(_ input: MessageInput) -> Framed {
        var length: Int?
        var sawHeader = false
        while true {
            switch input.readLine(limit: 1024) {
            case .end: return .end
            case .tooLong: return .failure(.parseError("a header line longer than 1024 bytes"))
            case let .line(bytes):
                if bytes.isEmpty {
                    if !sawHeader { continue }
                    guard let length else { return .failure(.parseError("a message without a Content-Length header")) }
                    guard length <= JSONRPC.maximumMessageSize else {
                        return input.skip(count: length) ? .failure(.invalidRequest("a message of \(length >> 20) MB, larger than the \(JSONRPC.maximumMessageSize >> 20) MB a11yfix reads, was skipped")) : .end
                    }
                    guard let body = input.read(count: length) else { return .end }
                    return .message(body)
                }
                sawHeader = true
                let header = String(decoding: bytes, as: UTF8.self)
                if header.lowercased().hasPrefix("content-length:") {
                    guard let value = Int(header.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)), value >= 0 else {
                        return .failure(.parseError("an invalid Content-Length header: \(header.prefix(80))"))
                    }
                    length = value
                }
            }
        }
    }

    /// Handles one message; the process's exit status once `exit` arrives.
    func handle(_ bytes: [UInt8]) -> Int32? {
        let request: JSONRPC.Request
        switch JSONRPC.decode(bytes) {
        case .response: return nil
        case let .invalid(id, failure):
            send(JSONRPC.errorResponse(id: id, failure))
            return nil
        case let .request(decoded): request = decoded
        }
        if request.method == "exit" { return state == .shutDown ? 0 : 1 }
        let result: Result<JSONValue, JSONRPC.Failure>
        switch (state, request.method) {
        case (.uninitialized, "initialize"):
            result = initialize(request.params)
        case (.uninitialized, _):
            result = .failure(JSONRPC.Failure(code: -32002, message: "Server not initialized: send initialize first"))
        case (.shutDown, _):
            result = .failure(.invalidRequest("the server is shut down; only exit is accepted"))
        case (.running, "initialize"):
            result = .failure(.invalidRequest("initialize was already sent"))
        case (.running, "shutdown"):
            state = .shutDown
            documents = [:]
            analyses = [:]
            result = .success(.null)
        case (.running, _):
            result = running(request.method, request.params)
        }
        switch (request.id, result) {
        case let (id?, .success(value)): send(JSONRPC.response(id: id, result: value))
        case let (id?, .failure(failure)): send(JSONRPC.errorResponse(id: id, failure))
        // A notification gets no reply; one a11yfix does not handle ($/setTrace, …) is ignored, as
        // LSP asks, and a malformed one is logged where the editor shows the server's log.
        case let (nil, .failure(failure)) where failure.code != JSONRPC.Failure.methodNotFound("").code:
            send(JSONRPC.notification("window/logMessage", .object([("type", .int(1)), ("message", .string("a11yfix: \(request.method): \(failure.message)"))])))
        case (nil, _): break
        }
        return nil
    }

    private func running(_ method: String, _ params: JSONValue?) -> Result<JSONValue, JSONRPC.Failure> {
        switch method {
        case "textDocument/didOpen":
            guard let item = params?["textDocument"], let uri = item["uri"]?.stringValue, let text = item["text"]?.stringValue else {
                return .failure(.invalidParams("didOpen needs textDocument.uri and textDocument.text"))
            }
            documents[uri] = TextDocument(uri: uri, version: item["version"]?.intValue ?? 0, text: text)
            publish(uri)
        case "textDocument/didChange":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue, var document = documents[uri] else {
                return .failure(.invalidParams("didChange for a document that is not open"))
            }
            for change in params?["contentChanges"]?.arrayValue ?? [] {
                guard let text = change["text"]?.stringValue else { return .failure(.invalidParams("a content change without text")) }
                if let range = change["range"] {
                    let start = offset(range["start"], in: document), end = offset(range["end"], in: document)
                    document.replace(min(start, end)..<max(start, end), with: text)
                } else {
                    document.replaceAll(with: text)
                }
            }
            document.version = params?["textDocument"]?["version"]?.intValue ?? document.version + 1
            documents[uri] = document
            publish(uri)
        case "textDocument/didSave", "workspace/didChangeWatchedFiles", "workspace/didChangeConfiguration":
            // A saved file may be a .a11yfix.json, a project file or a declaration other files use:
            // every open file is checked again.
            republishAll()
        case "textDocument/didClose":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue else { return .failure(.invalidParams("didClose needs textDocument.uri")) }
            documents[uri] = nil
            analyses[uri] = nil
            shownRefusals[uri] = nil
            send(JSONRPC.notification("textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", .array([]))])))
        case "textDocument/codeAction":
            return codeActions(params)
        case "textDocument/hover":
            return hover(params)
        default:
            return .failure(.methodNotFound(method))
        }
        return .success(.null)
    }

    private func initialize(_ params: JSONValue?) -> Result<JSONValue, JSONRPC.Failure> {
        guard let params, case .object = params else { return .failure(.invalidParams("initialize needs params")) }
        var roots = (params["workspaceFolders"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue.flatMap(Self.filePath) }
        if roots.isEmpty, let root = params["rootUri"]?.stringValue.flatMap(Self.filePath) ?? params["rootPath"]?.stringValue { roots = [root] }
        workspaces = (roots.isEmpty ? [startFolder] : roots).map(Workspace.init(root:))
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        encoding = offered.contains(TextDocument.PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
        editsWithVersions = params["capabilities"]?["workspace"]?["workspaceEdit"]?["documentChanges"]?.boolValue ?? false
        state = .running
        return .success(.object([
            ("capabilities", .object([
                ("positionEncoding", .string(encoding.rawValue)),
                ("textDocumentSync", .object([("openClose", .bool(true)), ("change", .int(2)), ("save", .object([("includeText", .bool(false))]))])),
                ("codeActionProvider", .object([("codeActionKinds", .strings(["quickfix", Self.fixAllKind]))])),
                ("hoverProvider", .bool(true)),
            ])),
            ("serverInfo", .object([("name", .string("a11yfix")), ("version", .string(A11yFixCommand.version))])),
        ]))
    }

    static let fixAllKind = "source.fixAll.a11yfix"

    static func filePath(_ uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.path
    }

    private func offset(_ position: JSONValue?, in document: TextDocument) -> Int {
        document.offset(line: position?["line"]?.intValue ?? 0, character: position?["character"]?.intValue ?? 0, encoding)
    }

    // MARK: Analysis

    private struct Analysis {
        var document: TextDocument
        /// nil for a file the configuration excludes.
        var outcome: FileOutcome?
        var configuration: FixerConfiguration?
        var path: String
    }

    private func analysis(of uri: String) -> Result<Analysis, JSONRPC.Failure> {
        guard let document = documents[uri] else { return .failure(.invalidParams("\(uri) is not open")) }
        if let cached = analyses[uri], cached.version == document.version { return cached.result }
        let result = analyse(document)
        analyses[uri] = (document.version, result)
        return result
    }

    private func analyse(_ document: TextDocument) -> Result<Analysis, JSONRPC.Failure> {
        guard let path = Self.filePath(document.uri) else { return .failure(.invalidParams("\(document.uri) is not a file: URI; a11yfix checks files")) }
        guard workspaces.contains(where: { if case .success = $0.relativePath(path) { return true } else { return false } }) else {
            return .failure(.invalidParams("\(path) is outside the workspace root \(workspaces.map(\.root).joined(separator: ", ")); a11yfix checks only the workspace's files"))
        }
        guard document.bytes.count <= SourceLoader.maximumFileSize else {
            return .failure(Self.requestFailed(String(format: "%@ is %.1f MB, larger than the %d MB a11yfix analyses", path, Double(document.bytes.count) / 1_048_576, SourceLoader.maximumFileSize >> 20)))
        }
        let resolved = InMemoryFile.resolve(document.bytes, path: path, options: CommandOptions(), base: base, environment: ProcessInfo.processInfo.environment)
        switch resolved.resolution {
        case .failed:
            return .failure(Self.requestFailed(resolved.errors.map { "\($0.path):\($0.location.map { "\($0.line):\($0.column):" } ?? "") \($0.message)" }.joined(separator: "; ")))
        case .excluded:
            return .success(Analysis(document: document, outcome: nil, configuration: nil, path: path))
        case let .configured(configuration):
            switch InMemoryFile.analyse(document.bytes, path: path, configuration: configuration) {
            case let .failure(error): return .failure(Self.requestFailed("\(path):\(error.location.map { "\($0.line):\($0.column):" } ?? "") \(error.message)"))
            case let .success(outcome): return .success(Analysis(document: document, outcome: outcome, configuration: configuration, path: path))
            }
        }
    }

    /// LSP's code for a request that was valid but could not be carried out.
    private static func requestFailed(_ message: String) -> JSONRPC.Failure { JSONRPC.Failure(code: -32803, message: message) }

    private func publish(_ uri: String) {
        var diagnostics: [JSONValue] = []
        switch analysis(of: uri) {
        case let .success(analysis):
            diagnostics = (analysis.outcome?.findings ?? []).map { diagnostic(for: $0, in: analysis.document) }
                + (analysis.outcome?.diagnostics ?? []).map { fileDiagnostic($0, in: analysis.document) }
        case let .failure(failure):
            // Not an error of the editor's: the file is too large, outside the workspace, or its
            // config is broken. The editor shows the message once; the file gets no findings.
            if shownRefusals[uri] != failure.message {
                shownRefusals[uri] = failure.message
                send(JSONRPC.notification("window/showMessage", .object([("type", .int(2)), ("message", .string("a11yfix: \(failure.message)"))])))
            }
        }
        var params: [(key: String, value: JSONValue)] = [("uri", .string(uri)), ("diagnostics", .array(diagnostics))]
        if let version = documents[uri]?.version { params.insert(("version", .int(version)), at: 1) }
        send(JSONRPC.notification("textDocument/publishDiagnostics", .object(params)))
    }

    private func republishAll() {
        analyses = [:]
        for uri in documents.keys.sorted() { publish(uri) }
    }

    /// From the finding to the end of the word it points at (`Button`, `.font`), so the editor
    /// underlines something.
    private func range(of finding: ReportedFinding, in document: TextDocument) -> (start: Int, end: Int) {
        let start = finding.finding.offset
        var end = start
        if end < document.bytes.count, document.bytes[end] == UInt8(ascii: ".") { end += 1 }
        while end < document.bytes.count, document.bytes[end] == UInt8(ascii: "_") || document.bytes[end] >= 0x80
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(document.bytes[end]) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(document.bytes[end] & 0xDF) {
            end += 1
        }
        return (start, max(end, min(start + 1, document.bytes.count)))
    }

    private func rangeValue(_ start: Int, _ end: Int, in document: TextDocument) -> JSONValue {
        let from = document.position(of: start, encoding), to = document.position(of: end, encoding)
        return .object([
            ("start", .object([("line", .int(from.line)), ("character", .int(from.character))])),
            ("end", .object([("line", .int(to.line)), ("character", .int(to.character))])),
        ])
    }

    private func diagnostic(for finding: ReportedFinding, in document: TextDocument) -> JSONValue {
        let span = range(of: finding, in: document)
        let severity: Int
        switch ReportLevel(finding.severity) {
        case .error: severity = 1
        case .warning: severity = 2
        case .note: severity = 3
        }
        return .object([
            ("range", rangeValue(span.start, span.end, in: document)),
            ("severity", .int(severity)),
            ("code", .string(finding.ruleID)),
            ("source", .string("a11yfix")),
            ("message", .string(finding.message)),
        ])
    }

    private func fileDiagnostic(_ diagnostic: FileDiagnostic, in document: TextDocument) -> JSONValue {
        let offset = diagnostic.location.map { document.offset(line: $0.line - 1, character: $0.column - 1, .utf8) } ?? 0
        return .object([
            ("range", rangeValue(offset, offset, in: document)),
            ("severity", .int(1)),
            ("source", .string("a11yfix")),
            ("message", .string(diagnostic.message)),
        ])
    }

    // MARK: Code actions and hover

    /// The analysis of the document a request names, and the request's `member` (its range or
    /// position).
    private func requestedAnalysis(_ params: JSONValue?, _ member: String, method: String) -> Result<(Analysis, JSONValue), JSONRPC.Failure> {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue, let value = params?[member] else {
            return .failure(.invalidParams("\(method) needs textDocument.uri and \(member)"))
        }
        return analysis(of: uri).map { ($0, value) }
    }

    private func codeActions(_ params: JSONValue?) -> Result<JSONValue, JSONRPC.Failure> {
        let analysis: Analysis, range: JSONValue
        switch requestedAnalysis(params, "range", method: "codeAction") {
        case let .success(requested): (analysis, range) = requested
        case let .failure(failure): return .failure(failure)
        }
        guard let outcome = analysis.outcome, let configuration = analysis.configuration else { return .success(.array([])) }
        let document = analysis.document
        let only = params?["context"]?["only"]?.arrayValue?.compactMap(\.stringValue)
        func wanted(_ kind: String) -> Bool { only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true }

        let first = offset(range["start"], in: document), last = offset(range["end"], in: document)
        let lines = document.position(of: min(first, last), .utf8).line...document.position(of: max(first, last), .utf8).line
        var actions: [JSONValue] = []
        if wanted("quickfix") {
            for finding in outcome.findings where finding.status == .fixed && lines.contains(finding.location.line - 1) {
                let key = FindingKey(ruleID: finding.ruleID, offset: finding.finding.offset)
                guard case let .success(single) = InMemoryFile.analyse(document.bytes, path: analysis.path, configuration: configuration, fixingOnly: key),
                      let fixed = single.fixedBytes else { continue }
                actions.append(.object([
                    ("title", .string("a11yfix: \(finding.finding.fix?.summary ?? "fix") (\(finding.ruleID))")),
                    ("kind", .string("quickfix")),
                    ("diagnostics", .array([diagnostic(for: finding, in: document)])),
                    ("isPreferred", .bool(true)),
                    ("edit", workspaceEdit(document, to: fixed)),
                ]))
            }
        }
        if wanted(Self.fixAllKind), let fixed = outcome.fixedBytes {
            let count = outcome.fixedCount
            actions.append(.object([
                ("title", .string("a11yfix: fix all in file (\(count) \(count == 1 ? "fix" : "fixes"))")),
                ("kind", .string(Self.fixAllKind)),
                ("edit", workspaceEdit(document, to: fixed)),
            ]))
        }
        return .success(.array(actions))
    }

    /// One edit replacing what differs between the document and the fixed bytes, so the editor
    /// keeps the cursor and folds elsewhere; applied, the document holds exactly `fixed`.
    private func workspaceEdit(_ document: TextDocument, to fixed: [UInt8]) -> JSONValue {
        let old = document.bytes
        var prefix = 0
        while prefix < min(old.count, fixed.count), old[prefix] == fixed[prefix] { prefix += 1 }
        // Never between a character's bytes, nor between CR and LF.
        while prefix > 0, prefix < old.count, old[prefix] & 0xC0 == 0x80 || (old[prefix] == UInt8(ascii: "\n") && old[prefix - 1] == UInt8(ascii: "\r")) { prefix -= 1 }
        var suffix = 0
        while suffix < min(old.count, fixed.count) - prefix, old[old.count - 1 - suffix] == fixed[fixed.count - 1 - suffix] { suffix += 1 }
        while suffix > 0, old[old.count - suffix] & 0xC0 == 0x80 || (old[old.count - suffix] == UInt8(ascii: "\n") && old.count - suffix > 0 && old[old.count - suffix - 1] == UInt8(ascii: "\r")) { suffix -= 1 }
        let edit = JSONValue.object([
            ("range", rangeValue(prefix, old.count - suffix, in: document)),
            ("newText", .string(String(decoding: fixed[prefix..<(fixed.count - suffix)], as: UTF8.self))),
        ])
        if editsWithVersions {
            return .object([("documentChanges", .array([.object([
                ("textDocument", .object([("uri", .string(document.uri)), ("version", .int(document.version))])),
                ("edits", .array([edit])),
            ])]))])
        }
        return .object([("changes", .object([(document.uri, .array([edit]))]))])
    }

    private func hover(_ params: JSONValue?) -> Result<JSONValue, JSONRPC.Failure> {
        let analysis: Analysis, position: JSONValue
        switch requestedAnalysis(params, "position", method: "hover") {
        case let .success(requested): (analysis, position) = requested
        case let .failure(failure): return .failure(failure)
        }
        let document = analysis.document
        let point = offset(position, in: document)
        let hovered = (analysis.outcome?.findings ?? []).filter { finding in
            let span = range(of: finding, in: document)
            return span.start <= point && point <= span.end
        }
        guard let first = hovered.first else { return .success(.null) }
        var text = hovered.map { "**a11yfix** `\($0.ruleID)`: \($0.message)" }.joined(separator: "\n\n")
        for id in Set(hovered.map(\.ruleID)).sorted() {
            if let rule = RuleRegistry.rule(withID: id) { text += "\n\n---\n\n" + RuleDocumentation.page(rule.description) }
        }
        let span = range(of: first, in: document)
        return .success(.object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(text))])),
            ("range", rangeValue(span.start, span.end, in: document)),
        ]))
    }
}
