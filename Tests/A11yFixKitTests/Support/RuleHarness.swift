@testable import A11yFixKit
import Foundation

/// Runs rules the way the command does, on in-memory code.
enum RuleHarness {
    static func findings(_ rule: any Rule.Type, _ code: String, options: RuleOptions = RuleOptions()) -> [Finding] {
        let tree = SyntaxTree(file: SourceFile(path: "Example.swift", text: code))
        return FileFixer(configuration: FixerConfiguration(rules: [rule.init()], options: options)).runRules(on: tree, comments: SuppressionComments(tree: tree)).sorted { $0.offset < $1.offset }
    }

    static func outcome(_ rules: [any Rule.Type], _ code: String, options: RuleOptions = RuleOptions(), unsafe: Bool = false) -> FileOutcome {
        let configuration = FixerConfiguration(rules: rules.map { $0.init() }, options: options, applyUnsafeFixes: unsafe)
        return FileFixer(configuration: configuration).process(SourceFile(path: "Example.swift", text: code))
    }

    /// The code after every applicable fix of `rules`.
    static func fixed(_ rules: [any Rule.Type], _ code: String, options: RuleOptions = RuleOptions(), unsafe: Bool = false) -> String {
        let result = outcome(rules, code, options: options, unsafe: unsafe)
        return result.fixedBytes.map { String(decoding: $0, as: UTF8.self) } ?? code
    }

    /// Variations of a code sample that must not change what a rule finds (only where): the
    /// SwiftLint-style mutations, applied to the marked code so marker positions follow.
    static let positionPreservingMutations: [(name: String, apply: (String) -> String)] = [
        ("emoji prefix", { "// 🧑‍💻 Ünïcödé before the code\n" + $0 }),
        ("CRLF line endings", { $0.replacingOccurrences(of: "\n", with: "\r\n") }),
        ("byte order mark", { "\u{FEFF}" + $0 }),
        ("shebang", { "#!/usr/bin/env swift\n" + $0 }),
        ("tab indentation", { tabIndented($0) }),
    ]

    /// Variations that must hide every finding: the code is no longer code.
    static func neutralizingMutations(_ code: String) -> [(name: String, code: String)] {
        var result: [(String, String)] = []
        if !code.contains("*/"), !code.contains("/*") { result.append(("block comment", "/*\n" + code + "\n*/\n")) }
        result.append(("line comments", code.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")))
        if !code.contains("\"\"\"##") { result.append(("raw multi-line string", "let sample = ##\"\"\"\n" + code + "\n\"\"\"##\n")) }
        return result
    }

    /// Leading runs of four spaces become tabs.
    static func tabIndented(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var rest = Substring(line)
            var tabs = ""
            while rest.hasPrefix("    ") {
                tabs += "\t"
                rest = rest.dropFirst(4)
            }
            return tabs + rest
        }.joined(separator: "\n")
    }
}
