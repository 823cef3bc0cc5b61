import Foundation
import XCTest

/// Runs the built `a11yfix` executable (and other tools) as a subprocess in a folder.
enum CommandRunner {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var standardOutputBytes: Data
    }

    /// The folder holding the test bundle, where SwiftPM also puts the `a11yfix` executable.
    static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        fatalError("no .xctest bundle found")
        #else
        return Bundle.main.bundleURL
        #endif
    }

    static var a11yfix: URL { productsDirectory.appendingPathComponent("a11yfix") }

    /// The repository root (this file is Tests/A11yFixKitTests/Support/CommandRunner.swift).
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    @discardableResult
    static func a11yfix(_ arguments: [String], in directory: URL, input: Data? = nil, environment: [String: String] = [:]) throws -> Result {
        try run(a11yfix, arguments, in: directory, input: input, environment: environment)
    }

    @discardableResult
    static func run(_ executable: URL, _ arguments: [String], in directory: URL, input: Data? = nil,
                    environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var processEnvironment = ProcessInfo.processInfo.environment
        processEnvironment.removeValue(forKey: "NO_COLOR")
        for (key, value) in environment { processEnvironment[key] = value }
        process.environment = processEnvironment
        let output = Pipe(), error = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        // Read both pipes concurrently so a chatty process never blocks on a full pipe.
        let errorData = LockedData()
        let errorReader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        errorReader.start()
        if let input { standardInput.fileHandleForWriting.write(input) }
        try? standardInput.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorReader.isFinished { usleep(1000) }
        return Result(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                      standardError: String(decoding: errorData.get(), as: UTF8.self), standardOutputBytes: outputData)
    }

    /// `/usr/bin/env NAME arguments…`, for git and patch.
    @discardableResult
    static func tool(_ name: String, _ arguments: [String], in directory: URL, input: Data? = nil) throws -> Result {
        try run(URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, in: directory, input: input)
    }
}

private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
    func get() -> Data { lock.lock(); defer { lock.unlock() }; return data }
}

/// A temporary folder that removes itself.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("a11yfix-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ relativePath: String, _ content: String) throws -> URL {
        try write(relativePath, Data(content.utf8))
    }

    @discardableResult
    func write(_ relativePath: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    func read(_ relativePath: String) throws -> Data {
        try Data(contentsOf: url.appendingPathComponent(relativePath))
    }

    func text(_ relativePath: String) throws -> String {
        String(decoding: try read(relativePath), as: UTF8.self)
    }
}
