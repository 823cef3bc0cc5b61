import Foundation

/// Runs the toolchain's `swiftc`, for the tests that ask the compiler (parse and type-check oracles).
enum Swiftc {
    /// The driver leaves an empty `TemporaryDirectory.*` behind on every call; pointing TMPDIR at a
    /// folder of the caller's keeps thousands of them out of the machine's /tmp.
    static func run(_ arguments: [String], temporaryFolder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporaryFolder.path]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
