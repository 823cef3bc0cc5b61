/// The element model as `a11yfix dump FILE` prints it after the tree: one line per UIKit or AppKit
/// element (its name, how it is bound, its class and where it is declared), then one line per
/// setting with where it is made and the branches around it.
public enum ElementDump {
    public static func render(_ context: RuleContext) -> String {
        let elements = context.imperativeElements.elements
        guard !elements.isEmpty else { return "" }
        let tree = context.tree
        var lines = ["# elements"]
        for element in elements {
            let type = element.typeName == element.kitClass ? element.typeName : "\(element.typeName) (\(element.kitClass))"
            let place = element.declaration.map { "  @\($0.location)" } ?? element.owner.map { "  @\($0.location)" } ?? ""
            lines.append("\(element.name): \(type) \(element.binding.rawValue)\(element.escapes ? ", escapes" : "")\(place)")
            for setting in element.settings {
                var line = "  \(setting.kind.rawValue)"
                if let value = setting.value { line += " " + singleLine(value.text(in: tree)) }
                if let action = setting.actionName { line += " → \(action)" }
                if let recognizer = setting.recognizer { line += " (\(describe(recognizer)))" }
                line += "  @\(setting.node.location)"
                let branches = setting.branches.map(describe)
                if !branches.isEmpty { line += " in " + branches.joined(separator: ", ") }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ branch: SyntaxNode) -> String {
        if let clause = branch as? PoundIfClauseNode { return clause.condition.isEmpty ? clause.directive : "\(clause.directive) \(clause.condition)" }
        return "\(branch.kindName) @\(branch.location)"
    }

    /// `UITapGestureRecognizer, 2 taps, passes touches on`.
    private static func describe(_ recognizer: GestureRecognizer) -> String {
        var parts = [recognizer.typeName]
        if recognizer.tapsRequired != 1 { parts.append("\(recognizer.tapsRequired) taps") }
        if recognizer.touchesRequired != 1 { parts.append("\(recognizer.touchesRequired) touches") }
        if !recognizer.cancelsTouchesInView { parts.append("passes touches on") }
        return parts.joined(separator: ", ")
    }

    /// Code as one line of at most `limit` characters, for a message.
    static func singleLine(_ text: String, limit: Int = 60) -> String {
        let flat = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
        return flat.count > limit ? String(flat.prefix(limit - 3)) + "…" : flat
    }
}
