/// `a11yfix --help`: what a developer needs to run it today, in the order they need it.
enum HelpText {
    static let usage = """
    OVERVIEW: a11yfix finds and fixes accessibility problems in Swift source (SwiftUI, UIKit, AppKit):
    icon-only buttons without labels, images without alternative text, animations that ignore Reduce
    Motion, fixed font sizes, deprecated accessibility modifiers. Guessed labels end with // [VERIFY].

    USAGE: a11yfix [MODE] [OPTIONS] [PATH ...]
           a11yfix [MODE] [OPTIONS] - [--stdin-path NAME]
           a11yfix [MODE] [OPTIONS] --staged | --since REV [PATH ...]
           a11yfix install-hook [--check] [--force] | uninstall-hook
           a11yfix dump FILE
           a11yfix rule ID | rule --all
           a11yfix build-check [--stamp FILE] [OPTIONS] [PATH ...]
           a11yfix mcp [--root FOLDER] | a11yfix lsp
           a11yfix init --config [FOLDER]
           a11yfix init --tracker [DIR] | --ui-test [DIR]
           a11yfix audit [--format markdown|json] [--output FILE] [PATH ...]
           a11yfix nutrition [--app-version TEXT] [--output FILE] [PATH ...]

      PATH defaults to the current folder. Folders are searched for .swift files, skipping hidden
      folders, .build, .git, DerivedData, Pods, Carthage and .swiftpm.

    MODES:
      --dry-run               Print the fixes as a unified diff on stdout; write nothing (default).
      --apply                 Write the fixes into the files (atomically; a file that changed on
                              disk since it was read is left alone and reported).
      --check                 Write nothing and print no diff: report findings only (CI, hooks).
      -                       Read one file from stdin; print the fixed source to stdout
                              (with --check, print findings only).

    OPTIONS:
      --stdin-path NAME       The file name to use for stdin input in messages.
      --rules ID,ID           Run only these rules (opt-in rules included when named).
      --disable ID,ID         Do not run these rules.
      --identifiers           Also add .accessibilityIdentifier(...) to interactive elements.
      --track                 With --identifiers, also add .trackElement(...) (see: a11yfix init --tracker).
      --unsafe                Also apply fixes that change layout or logic (shown by --list-rules).
      --severity blocks|degrades|incomplete
                              Only findings and fixes of this triage severity or above: blocks
                              (🔴 Blocks Assistive Tech), degrades (🔴 and 🟡 Degrades Experience),
                              incomplete (🔴🟡 and 🟠 Incomplete Support). Default: everything,
                              including findings without a severity (identifiers, verify markers).
      --quick                 Same as --severity degrades: seed 000's quick fix mode (🔴 and 🟡;
                              skips 🟠 Incomplete Support). --severity blocks is 🔴 alone.
      --list-rules            List every rule: id, severity, default, fix safety.
      --config FILE           Use this configuration for every file instead of each file's nearest
                              .a11yfix.json (looked up from its folder up to the repository root).
      --baseline FILE         Neither report nor fix the findings recorded in FILE; exit 1 only for
                              new ones.
      --write-baseline FILE   Record the run's findings in FILE (what --apply did not fix); exit 0.
      --staged                The staged .swift files, read from the index (what the next commit
                              contains). With --apply, fully staged files are fixed in the index and
                              the working tree alike; partially staged ones are only reported
                              (docs/pre-commit.md).
      --since REV             The .swift files changed since the git revision REV, and new ones.
      --cache-path DIR        Where results are cached by file content (default: the user cache
                              folder: $XDG_CACHE_HOME/a11yfix, ~/.cache/a11yfix, on macOS
                              ~/Library/Caches/a11yfix); repeated runs skip unchanged files.
      --no-cache              Analyse every file afresh; read and write no cache.
      -j, --jobs N            Files processed in parallel (default: number of cores).
      -q, --quiet             Print no findings and no summary; errors are still printed.
      --strict                Text findings that block assistive tech (🔴) say error:, not warning:
                              (an Xcode build phase then fails on them).
      --format text|json|sarif|github|checkstyle|junit
                              How findings are reported (default: text; see REPORTS).
      --output FILE           Write the report to FILE (atomically); the terminal still gets the
                              diff, findings and summary.
      --color auto|always|never
                              Colour the diff and findings (auto: on terminals, off when NO_COLOR is set).
      --no-color              Same as --color never.
      --version               Print the version.
      -h, --help              Print this help.

    SUBCOMMANDS:
      dump FILE               Print the syntax tree a11yfix sees (attach it to bug reports), then,
                              under "# elements", its UIKit and AppKit elements: each variable,
                              property or outlet bound to a view or control, and what the file
                              sets on it (image, title, label, traits, actions) and where.
      rule ID                 Print a rule's documentation (what it finds, why, examples, fix
                              safety, severity, WCAG, Nutrition Label); former ids work too, an
                              unknown id gets the closest match. rule --all prints every rule's.
      install-hook [--check] [--force]
                              Write a git pre-commit hook running a11yfix --staged --apply (--check:
                              report only); never over a hook a11yfix did not write, unless --force
                              (which keeps it as pre-commit.a11yfix-backup). uninstall-hook removes it.
      init --config [FOLDER]  Write a starter .a11yfix.json (every key at its default, explained)
                              into FOLDER (default: here); never over an existing one.
      init --tracker [DIR]    Write CoordinateTracker.swift (element frames by identifier for UI
                              tests and agents; --identifiers --track adds .trackElement) into DIR
                              (default: the folder with the most sources); never a second one.
      init --ui-test [DIR]    Write AccessibilityAuditTests.swift: performAccessibilityAudit() on each
                              screen (iOS 17 / macOS 14), label and 44×44 pt checks before (docs/init.md).
      audit [PATH ...]        Report every interactive element's identifier, label, hint, value and
                              traits, findings by severity, what is verified in code, what to test
                              on a device, Nutrition Label readiness (Markdown or --format json;
                              --output FILE; docs/audit.md). Exit 1 when it lists findings.
      nutrition [PATH ...]    Draft the App Store Accessibility Nutrition Label recommendation: a
                              row per screen, ✅ / ❌ / — / ❔ per label, what you could and should
                              not claim (docs/nutrition-label.md). Exit 1 when a finding blocks one.
      build-check [--stamp FILE] [PATH ...]
                              --check for builds (the build-tool plugin, an Xcode build phase):
                              findings are warnings with absolute paths and the build goes on; 🔴
                              findings under --strict or the config's "strict" say error: and fail
                              it (exit 1). Touches FILE after a run that passed (docs/xcode.md).
      mcp [--root FOLDER]     A Model Context Protocol server on stdio for coding agents: tools
                              check, fix, audit, nutrition, explain; the rules as resources. Reads
                              and writes only inside FOLDER, default the folder it starts in
                              (docs/agents.md).
      lsp                     A Language Server Protocol server on stdio for editors: diagnostics as
                              you type, quick fixes, fix all in file, rule docs on hover
                              (docs/editors.md).
      COMMAND --help          Options of audit and nutrition.

    ACCESSIBILITY SUMMARY:
      After --apply and a dry run, stderr gets seed 000's summary of what the fixes add (each kind
      with a count and an example place), what to verify in Xcode and test on a device for the
      categories they touch, and how many lines end with // [VERIFY] (list them with
      a11yfix --rules verify-marker --check). Nothing when nothing was fixed, or when a report takes
      the terminal output's place (--format without --output); --quiet omits it.

    CONFIGURATION AND SUPPRESSIONS (docs/configuration.md):
      .a11yfix.json: rules (only, enable, disable), severity, exclude globs, deploymentTargets
      (default: the nearest Package.swift or .xcodeproj), identifiers, symbolLabels,
      fontStrategy. The nearest one to each file applies; flags (--rules, --disable,
      --identifiers, --track) win over it; a broken one stops the run with exit 2. Excluded files
      are skipped even when named.
      In code:  // a11yfix:disable:next ID    // a11yfix:disable:this ID    (ID: a rule id or all)
                // a11yfix:disable ID, ID  …  // a11yfix:enable ID, ID
      Suppressed findings are neither reported nor fixed; the opt-in rule unused-suppression
      reports (and removes) comments that suppress nothing.

    OUTPUT:
      Findings go to stderr in Xcode's format, then a one-line summary:
        Sources/App/PlayerView.swift:42:13: warning: icon-only Button has no accessibility label [icon-only-control-label]
      An Xcode "Run Script" build phase running `a11yfix --check` lists them in the issue navigator.

    REPORTS (--format):
      text        Xcode's path:line:column: warning: message [rule-id] (the default, on stderr).
      json        Versioned document: findings with severity, WCAG, Nutrition Label, status, and
                  each fix as edits and as a diff (docs/json-output.md).
      sarif       SARIF 2.1.0 for GitHub code scanning (upload-sarif), with rules, fingerprints
                  and fixes.
      github      GitHub Actions annotations (::warning file=…,line=…,col=…,title=…::message).
      checkstyle  checkstyle 4.3 XML (Jenkins, reviewdog, SonarQube, Danger).
      junit       JUnit XML: a test suite per file, a failing test per finding, a passing one per
                  clean file (Jenkins, GitLab, CI test dashboards).
      Without --output, a report other than text goes to stdout in place of the diff (or of the
      fixed source, with -), and finding lines are not printed; the summary still goes to stderr.
      Levels: blocks → error, degrades → warning, incomplete and agent rules → note (SARIF note,
      GitHub notice, checkstyle info); text says warning (error for 🔴 with --strict). Columns count UTF-8 bytes in text
      and json (json adds utf16Column), UTF-16 code units in sarif, github and checkstyle.

    EXIT STATUS:
      0   nothing found
      1   findings were reported (fixed or not; with --baseline, new ones only)
      2   usage error, a broken config file (before any file is processed), or a file could not
          be read or analysed (reported after every other file was processed), or the --output
          report could not be written; files that could not be read are never written; git
          failed (--staged or --since outside a repository, an unknown REV, a fix not re-staged),
          or install-hook / uninstall-hook refused a hook a11yfix did not write

    EXAMPLES:
      a11yfix                          # show the diff for the current folder
      a11yfix --apply Sources          # fix everything under Sources/
      a11yfix --check --quiet .        # CI: exit 1 when anything is found
      a11yfix --check --format sarif --output a11yfix.sarif .   # CI: upload to GitHub code scanning
      a11yfix --rules reduce-motion,dynamic-type-font --apply App/
      a11yfix --dry-run Sources | git apply --check   # the diff is git-style and applies cleanly
      cat View.swift | a11yfix - --stdin-path View.swift > Fixed.swift
      a11yfix --rules verify-marker --check            # list the // [VERIFY] labels left to review

    ENVIRONMENT:
      NO_COLOR                 Disables colour when set (unless --color always).
      XDG_CACHE_HOME           The result cache goes in $XDG_CACHE_HOME/a11yfix (see --cache-path).
      A run that takes more than half a second shows its progress on one line of stderr when
      stderr is a terminal (not with --quiet, TERM=dumb or in pipes), cleared when it ends.

    Documentation: README.md and docs/rules/ in the a11yfix repository.
    """
}
