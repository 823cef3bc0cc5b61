/// `a11yfix rule ID` / `a11yfix rule --all`: a rule's documentation in the terminal, the same page
/// docs/rules holds (as `ruff rule`), so a developer reads it without leaving the shell.
enum RuleCommand {
    static let usage = "usage: a11yfix rule ID | a11yfix rule --all"

    static func run(_ arguments: [String], console: Console) -> Int32 {
        if arguments.count == 1, let id = arguments.first, !id.hasPrefix("-") {
            return print(id, console: console)
        }
        switch arguments {
        case ["--help"], ["-h"]:
            console.out(usage + "\n\nPrints a rule's documentation (what it finds, why it matters, examples, fix safety, severity, WCAG,\nNutrition Label); --all prints every rule's. a11yfix --list-rules lists them in a table.\n")
            return A11yFixCommand.ExitCode.clean
        case ["--all"]:
            console.out(RuleRegistry.all.map { RuleDocumentation.page($0.description) }.joined(separator: "\n---\n\n"))
            return A11yFixCommand.ExitCode.clean
        default:
            console.err("a11yfix: error: \(usage)\n")
            return A11yFixCommand.ExitCode.failure
        }
    }

    private static func print(_ id: String, console: Console) -> Int32 {
        guard let rule = RuleRegistry.rule(withID: id) else {
            console.err("a11yfix: error: \(unknownRuleMessage(id))\n")
            return A11yFixCommand.ExitCode.failure
        }
        let formerOf = RuleRegistry.ruleIDs(named: id).filter { $0 != rule.description.id }
        if rule.description.id != id {
            console.err("a11yfix: note: '\(id)' is the former id of '\(rule.description.id)'\n")
        } else if !formerOf.isEmpty {
            console.err("a11yfix: note: '\(id)' is also the former id of \(formerOf.map { "'\($0)'" }.joined(separator: ", ")), which it names too in configurations, flags and suppression comments\n")
        }
        console.out(RuleDocumentation.page(rule.description))
        return A11yFixCommand.ExitCode.clean
    }

    /// Names the closest rule even when it is far off: someone asking for a rule's documentation
    /// wants a rule, and a wrong guess costs a second command.
    static func unknownRuleMessage(_ id: String) -> String {
        let suggestion = RuleRegistry.closeIDs(to: id).first ?? RuleRegistry.knownIDs.min { OptionParser.editDistance($0, id) < OptionParser.editDistance($1, id) }
        return "unknown rule '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + " (a11yfix rule --all, a11yfix --list-rules)"
    }
}
