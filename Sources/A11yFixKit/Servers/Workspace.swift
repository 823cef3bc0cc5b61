import Foundation

/// The folder a server was started in. Every path a client names must resolve inside it, symbolic
/// links followed, so a client can neither read nor write anything else through the server.
struct Workspace {
    /// Absolute, symbolic links resolved.
    let root: String

    init(root: String) {
        self.root = Workspace.resolvingLinks(root)
    }

    /// The path relative to the root (`.` for the root itself), or why it is refused.
    func relativePath(_ path: String) -> Result<String, JSONRPC.Failure> {
        if path.isEmpty { return .failure(.invalidParams("a path is empty")) }
        if path.utf8.contains(0) { return .failure(.invalidParams("a path holds a NUL character")) }
        let absolute = Workspace.resolvingLinks(path.hasPrefix("/") ? path : root + "/" + path)
        if absolute == root { return .success(".") }
        guard absolute.hasPrefix(root == "/" ? "/" : root + "/") else {
            return .failure(.invalidParams("'\(path)' is outside the workspace root \(root); a11yfix reads and writes only inside the folder it was started in"))
        }
        return .success(String(absolute.dropFirst(root == "/" ? 1 : root.count + 1)))
    }

    /// `..` and `.` removed, and symbolic links resolved as far as the path exists (a file about to
    /// be named may not exist yet; its existing folders still decide where it is).
    static func resolvingLinks(_ path: String) -> String {
        var existing = (path as NSString).standardizingPath
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: existing), existing != "/" {
            missing.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        let resolved = URL(fileURLWithPath: existing).resolvingSymlinksInPath().path
        return missing.isEmpty ? resolved : (([resolved] + missing) as NSArray).componentsJoined(by: "/").replacingOccurrences(of: "//", with: "/")
    }

    /// Runs an a11yfix command line in-process, with the workspace as its current folder, and
    /// captures what it prints: the servers give the same answers as the command line because they
    /// are the command line.
    static func runCommand(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let captured = CapturedOutput()
        let console = Console(standardOutput: { captured.output += $0 }, standardError: { captured.errors += $0 },
                              environment: ProcessInfo.processInfo.environment)
        let status = A11yFixCommand.main(arguments, console: console)
        return (status, String(decoding: captured.output, as: UTF8.self), String(decoding: captured.errors, as: UTF8.self))
    }
}

/// Written under the console's lock only.
private final class CapturedOutput: @unchecked Sendable {
    var output: [UInt8] = []
    var errors: [UInt8] = []
}
