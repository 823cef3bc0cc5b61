import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `[ 812/2000] Sources/Feature/View.swift` on one line of stderr while a long run works, redrawn in
/// place and cleared before any other output and at the end. Only for people watching a terminal:
/// never when stderr is a pipe or a file, with `--quiet`, or on a terminal that cannot redraw a line
/// (`TERM=dumb`). It appears only once a run has taken half a second, so short runs never flash it.
/// It is not colour, so `NO_COLOR` does not turn it off.
final class ProgressLine {
    static let delay: TimeInterval = 0.5
    static let redrawInterval: TimeInterval = 0.1

    private let console: Console
    private let files: [String]
    private let width: Int
    private let started: Date
    private var completed = 0
    private var visible = false
    private var lastDrawn = Date.distantPast

    /// Nil when no one is watching (see the type's documentation).
    init?(console: Console, quiet: Bool, files: [String], started: Date = Date()) {
        guard console.standardErrorIsTerminal, !quiet, console.environment["TERM"] != "dumb", files.count > 1 else { return nil }
        self.console = console
        self.files = files
        self.started = started
        self.width = ProgressLine.terminalWidth(environment: console.environment)
    }

    /// Called, one call at a time, after each file's output has been printed, in file order.
    func fileDone(now: Date = Date()) {
        completed += 1
        guard completed < files.count, now.timeIntervalSince(started) >= ProgressLine.delay,
              !visible || now.timeIntervalSince(lastDrawn) >= ProgressLine.redrawInterval else { return }
        let counter = String(completed).leftPadded(to: String(files.count).count)
        console.err("\r\u{1B}[K" + ProgressLine.fit("[\(counter)/\(files.count)] \(files[completed])", width: width - 1))
        visible = true
        lastDrawn = now
    }

    /// Before other output, and at the end of the run.
    func clear() {
        guard visible else { return }
        console.err("\r\u{1B}[K")
        visible = false
    }

    /// Keeps the end of a long path (the file name), counting wide characters as two columns.
    static func fit(_ text: String, width: Int) -> String {
        func columns(_ character: Character) -> Int { character.unicodeScalars.allSatisfy(\.isASCII) ? 1 : 2 }
        guard text.reduce(0, { $0 + columns($1) }) > width else { return text }
        guard let bracket = text.firstIndex(of: " ") else { return String(text.prefix(width)) }
        let counter = String(text[...bracket]) + "…"
        var kept: [Character] = []
        var used = counter.count
        for character in text[text.index(after: bracket)...].reversed() {
            used += columns(character)
            if used > width { break }
            kept.append(character)
        }
        return counter + String(kept.reversed())
    }

    private static func terminalWidth(environment: [String: String]) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 20 { return columns }
        var size = winsize()
        if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20 { return Int(size.ws_col) }
        return 80
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: " ", count: max(0, length - count)) + self
    }
}
