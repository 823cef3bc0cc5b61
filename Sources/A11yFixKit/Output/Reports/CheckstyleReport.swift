/// `--format checkstyle`: checkstyle 4.3 XML, which Jenkins (warnings-ng), reviewdog, Danger, SonarQube
/// and most CI dashboards import. Every analysed file is listed, clean ones with no `<error>`, so a
/// dashboard knows what was checked. Columns count UTF-16 code units, as the Java tools that read
/// the format do.
enum CheckstyleReport {
    static func render(_ report: RunReport) -> String {
        var xml = XMLText.declaration + "<checkstyle version=\"4.3\">\n"
        for file in report.files {
            xml += fileElement(file.path, errors: file.findings.map { finding in
                [("line", String(finding.position.line)), ("column", String(finding.position.utf16Column)),
                 ("severity", finding.level.checkstyleSeverity), ("message", finding.message), ("source", "a11yfix.\(finding.ruleID)")]
            } + fileErrors(report.errors(for: file.path)))
        }
        for path in report.pathsWithOnlyErrors {
            xml += fileElement(path, errors: fileErrors(report.errors(for: path)))
        }
        return xml + "</checkstyle>\n"
    }

    private static func fileElement(_ path: String, errors: [[(String, String)]]) -> String {
        let open = XMLText.openTag("file", [("name", path)])
        if errors.isEmpty { return "  \(open)/>\n" }
        return "  \(open)>\n" + errors.map { "    \(XMLText.openTag("error", $0))/>\n" }.joined() + "  </file>\n"
    }

    /// Files a11yfix could not read, analyse or write, as checkstyle reports its own exceptions.
    private static func fileErrors(_ errors: [ReportError]) -> [[(String, String)]] {
        errors.map { error in
            // Error positions count UTF-8 bytes (the file may not even be UTF-8), so only the line is given.
            (error.location.map { [("line", String($0.line))] } ?? []) + [("severity", "error"), ("message", error.message), ("source", "a11yfix")]
        }
    }
}
