/// What a11yfix promises about any bytes at all (the README's Safety section), checked on one input:
/// the lexer gives the bytes back exactly; every rule runs and every fix is planned without a trap
/// (a trap ends the process, which the fuzzer reports); the rewrite is lossless too, has no error
/// token when the input had none, and a second run over it changes nothing. `make fuzz` asks this of
/// every input it makes, and the regression tests of the inputs it once broke on.
public enum RewritePromises {
    /// Every rule, unsafe fixes and every scope too: the most code paths one input can reach.
    static let fixer: FileFixer = {
        var configuration = FixerConfiguration(rules: RuleRegistry.all.map { $0.init() }, applyUnsafeFixes: true)
        configuration.scope = Set(CodeScope.allCases)
        return FileFixer(configuration: configuration)
    }()

    /// The first promise `bytes` break, in words; nil when they keep them all.
    public static func firstBroken(by bytes: [UInt8]) -> String? {
        let input = SourceFile(path: "Fuzzed.swift", bytes: bytes)
        let tree = SyntaxTree(file: input)
        if let problem = losslessProblem(tree) { return "the lexer \(problem) of the input" }
        // Files a run refuses (binary, not UTF-8) are lexed only, as in a run.
        guard case let .success(file) = SourceLoader.validate(input), let fixed = fixer.process(file).fixedBytes else { return nil }
        let rewritten = SyntaxTree(file: SourceFile(path: file.path, bytes: fixed))
        if let problem = losslessProblem(rewritten) { return "the lexer \(problem) of the rewrite" }
        if tree.errorTokenCount == 0, rewritten.errorTokenCount > 0 { return "the rewrite has an error token; the input had none" }
        if fixer.process(rewritten.file).fixedBytes != nil { return "a second run changes the rewrite" }
        return nil
    }

    private static func losslessProblem(_ tree: SyntaxTree) -> String? {
        var rebuilt: [UInt8] = []
        rebuilt.reserveCapacity(tree.file.bytes.count)
        for token in tree.tokens { rebuilt += tree.file.bytes[token.fullRange] }
        return rebuilt == tree.file.bytes ? nil : "does not give back the bytes"
    }
}
