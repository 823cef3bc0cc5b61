/// How one generated file spells indentation and line breaks; real projects mix all of these.
struct SourceStyleChoice {
    var indentUnit: String
    var lineEnding: String

    static func random(_ random: inout SeededRandom) -> SourceStyleChoice {
        let indent: String
        switch random.unit() {
        case ..<0.14: indent = "\t"
        case ..<0.30: indent = "  "
        default: indent = "    "
        }
        return SourceStyleChoice(indentUnit: indent, lineEnding: random.chance(0.08) ? "\r\n" : "\n")
    }
}

/// Collects lines at a nesting depth, so templates never count spaces and the file's indentation
/// style is chosen once, at render time.
struct SourceWriter {
    private(set) var lines: [(depth: Int, text: String)] = []
    private(set) var depth = 0
    /// The rendered size with four-space indentation and LF, so generators can stop near a target size.
    private(set) var approximateByteCount = 0

    mutating func line(_ text: String = "") {
        lines.append((text.isEmpty ? 0 : depth, text))
        approximateByteCount += text.utf8.count + (text.isEmpty ? 1 : depth * 4 + 1)
    }

    mutating func indent() { depth += 1 }

    mutating func dedent() { depth -= 1 }

    /// `header {`, the body one level deeper, then `closer`. A header that ends in `in` has already
    /// opened its closure (`ForEach(items) { item in`).
    mutating func block(_ header: String, closer: String = "}", _ body: (inout SourceWriter) -> Void) {
        line(header.hasSuffix(" in") ? header : header + " {")
        indent()
        body(&self)
        dedent()
        line(closer)
    }

    /// `switch subject {` with its `case` labels at the switch's own depth, as Xcode indents them.
    mutating func switchBlock(_ subject: String, _ body: (inout SourceWriter) -> Void) {
        line("switch \(subject) {")
        body(&self)
        line("}")
    }

    /// Closes the block being written and opens the next part of the same construct:
    /// `} else {`, `} catch {`, `} label: {`.
    mutating func reopen(_ continuation: String) {
        dedent()
        line("} \(continuation) {")
        indent()
    }

    /// Appends another writer's lines below the current depth.
    mutating func append(_ other: SourceWriter) {
        for (lineDepth, text) in other.lines {
            lines.append((text.isEmpty ? 0 : lineDepth + depth, text))
        }
        approximateByteCount += other.approximateByteCount + other.lines.count * depth * 4
    }

    func render(_ style: SourceStyleChoice) -> String {
        var result = ""
        result.reserveCapacity(approximateByteCount + approximateByteCount / 8)
        for (lineDepth, text) in lines {
            for _ in 0..<lineDepth { result += style.indentUnit }
            result += text
            result += style.lineEnding
        }
        return result
    }
}
