/// `--format github`: one GitHub Actions workflow command per finding, which the runner turns into
/// an annotation on the pull request's diff:
/// `::warning file=Sources/A.swift,line=12,col=5,title=a11yfix icon-only-control-label::message`.
/// Columns count UTF-16 code units, as GitHub's web UI does.
enum GitHubReport {
    static func render(_ report: RunReport) -> String {
        var lines = report.findings.map { finding in
            command(finding.level.gitHubCommand, properties: [
                ("file", finding.path), ("line", String(finding.position.line)),
                ("col", String(finding.position.utf16Column)), ("title", "a11yfix \(finding.ruleID)"),
            ], message: finding.message)
        }
        lines += report.errors.map { error in
            var properties = [("file", error.path)]
            // Error positions count UTF-8 bytes (the file may not even be UTF-8), so only the line is given.
            if let location = error.location { properties.append(("line", String(location.line))) }
            properties.append(("title", "a11yfix error"))
            return command("error", properties: properties, message: error.message)
        }
        return lines.map { $0 + "\n" }.joined()
    }

    static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name) \(list)::\(escapeData(message))"
    }

    /// The runner's own escaping (actions/toolkit `escapeData`): `%`, and line breaks, which would
    /// end the command. Scalar by scalar, since `\r\n` is one Swift character.
    static func escapeData(_ text: String) -> String {
        escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    /// Property values also escape `:` and `,`, which separate the command's parts (`escapeProperty`).
    static func escapeProperty(_ text: String) -> String {
        escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    private static func escape(_ text: String, _ table: [(Unicode.Scalar, String)]) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            if let escaped = table.first(where: { $0.0 == scalar })?.1 { output += escaped } else { output.unicodeScalars.append(scalar) }
        }
        return output
    }
}
