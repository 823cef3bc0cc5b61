/// How loudly the reports that know levels (SARIF, GitHub annotations, checkstyle) show a finding,
/// from its triage severity: the one place that mapping lives.
///
/// | Severity | Level | SARIF `level` | GitHub command | checkstyle `severity` |
/// |---|---|---|---|---|
/// | 🔴 blocks | error | `error` | `::error` | `error` |
/// | 🟡 degrades | warning | `warning` | `::warning` | `warning` |
/// | 🟠 incomplete | note | `note` | `::notice` | `info` |
/// | none (agent rules, a11yfix's own notices) | note | `note` | `::notice` | `info` |
///
/// The text format says `warning:` unless `--strict` is given: Xcode fails a build whose script
/// phase prints `error:`, so whether findings fail a build is the team's choice (`--strict` makes
/// error-level findings say `error:`).
public enum ReportLevel: String, Equatable {
    case error
    case warning
    case note

    public init(_ severity: Severity?) {
        switch severity {
        case .blocks?: self = .error
        case .degrades?: self = .warning
        case .incomplete?, nil: self = .note
        }
    }

    var sarifLevel: String { rawValue }

    var gitHubCommand: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    var checkstyleSeverity: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }
}
