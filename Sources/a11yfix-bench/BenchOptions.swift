import Foundation

struct BenchOptions {
    var runs = 5
    var corpus = ".build/bench-corpus"
    var a11yfixPath: String?
    var skipCLI = false
    var jsonPath: String?
    var showHelp = false

    static let usage = """
    USAGE: a11yfix-bench [--runs N] [--corpus DIR] [--a11yfix PATH] [--skip-cli] [--json FILE]

    Generates a deterministic corpus of SwiftUI/UIKit code (once per generator version) and measures
    a11yfix on it. Every number is the median of N runs. Exits 0 unless a measurement could not run.

      --runs N        Runs per measurement (default 5).
      --corpus DIR    Corpus folder (default .build/bench-corpus); generated when missing or stale.
      --a11yfix PATH  The a11yfix binary to time (default: the a11yfix next to this executable).
      --skip-cli      Only the in-process lexer and parser measurements.
      --json FILE     Also write the numbers as JSON.
    """

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var remaining = arguments[...]
        func value(for option: String) throws -> String {
            guard let value = remaining.popFirst() else { throw UsageError(description: "\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--runs":
                let raw = try value(for: argument)
                guard let runs = Int(raw), runs >= 1 else { throw UsageError(description: "--runs needs a positive whole number (got '\(raw)')") }
                options.runs = runs
            case "--corpus": options.corpus = try value(for: argument)
            case "--a11yfix": options.a11yfixPath = try value(for: argument)
            case "--json": options.jsonPath = try value(for: argument)
            case "--skip-cli": options.skipCLI = true
            case "--help", "-h": options.showHelp = true
            default: throw UsageError(description: "unknown argument '\(argument)'")
            }
        }
        return options
    }

    /// `make bench` builds both products into the same folder, so the binary next to this one is the
    /// a11yfix built with the same configuration.
    var resolvedA11yfixPath: String? {
        if let a11yfixPath { return a11yfixPath }
        guard let executable = Bundle.main.executablePath else { return nil }
        let sibling = ((executable as NSString).deletingLastPathComponent as NSString).appendingPathComponent("a11yfix")
        return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
    }
}
