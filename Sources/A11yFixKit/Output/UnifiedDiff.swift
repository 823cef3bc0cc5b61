/// git-style unified diffs: `diff --git` header, hunks with three lines of context, adjacent hunks
/// merged, `\ No newline at end of file`, and line endings (CRLF) kept byte for byte, so the output
/// applies with `git apply` and `patch -p1` and gives exactly the bytes `--apply` writes.
public enum UnifiedDiff {
    public static let contextLines = 3

    /// The diff from `old` to `new` for the file at `path` (relative, with `/` separators), or an empty
    /// string when they are equal.
    public static func render(path: String, old: [UInt8], new: [UInt8], color: Bool = false) -> String {
        if old == new { return "" }
        let oldLines = splitLines(old)
        let newLines = splitLines(new)
        let operations = LineDiff.operations(from: oldLines, to: newLines)
        let style = DiffStyle(color: color)
        // An absolute path (a file outside the current folder) loses its leading `/`, as in git.
        let path = String(path.drop { $0 == "/" })
        var output = style.header("diff --git a/\(path) b/\(path)\n--- a/\(path)\n+++ b/\(path)\n")
        for hunk in hunks(operations) {
            output += render(hunk, oldLines: oldLines, newLines: newLines, style: style)
        }
        return output
    }

    /// Lines with their terminators (`\n` or `\r\n`); the last line may have none.
    static func splitLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    struct Hunk {
        var operations: ArraySlice<LineDiff.Operation>
        var oldStart: Int
        var newStart: Int
    }

    /// Groups the operations into hunks: each change with up to three lines of context around it;
    /// changes whose contexts touch share one hunk.
    static func hunks(_ operations: [LineDiff.Operation]) -> [Hunk] {
        var changeIndices: [Int] = []
        for (index, operation) in operations.enumerated() where operation.kind != .equal { changeIndices.append(index) }
        guard !changeIndices.isEmpty else { return [] }
        var ranges: [ClosedRange<Int>] = []
        for index in changeIndices {
            let lower = max(0, index - contextLines)
            let upper = min(operations.count - 1, index + contextLines)
            if let last = ranges.last, lower <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, upper)
            } else {
                ranges.append(lower...upper)
            }
        }
        return ranges.map { range in
            let first = operations[range.lowerBound]
            return Hunk(operations: operations[range], oldStart: first.oldIndex, newStart: first.newIndex)
        }
    }

    private static func render(_ hunk: Hunk, oldLines: [ArraySlice<UInt8>], newLines: [ArraySlice<UInt8>], style: DiffStyle) -> String {
        let oldCount = hunk.operations.filter { $0.kind != .insert }.count
        let newCount = hunk.operations.filter { $0.kind != .delete }.count
        // An empty side is numbered from the line before it, as diff and git do.
        let oldStart = oldCount == 0 ? hunk.oldStart : hunk.oldStart + 1
        let newStart = newCount == 0 ? hunk.newStart : hunk.newStart + 1
        var bytes: [UInt8] = []
        bytes.append(contentsOf: style.hunkHeader("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@").utf8)
        bytes.append(UInt8(ascii: "\n"))
        for operation in hunk.operations {
            let line: ArraySlice<UInt8>
            let prefix: String
            switch operation.kind {
            case .equal: line = oldLines[operation.oldIndex]; prefix = " "
            case .delete: line = oldLines[operation.oldIndex]; prefix = "-"
            case .insert: line = newLines[operation.newIndex]; prefix = "+"
            }
            let hasNewline = line.last == UInt8(ascii: "\n")
            let content = hasNewline ? line.dropLast() : line
            bytes.append(contentsOf: style.line(prefix: prefix, content: content))
            bytes.append(UInt8(ascii: "\n"))
            if !hasNewline { bytes.append(contentsOf: "\\ No newline at end of file\n".utf8) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}

/// ANSI colours for a diff on a terminal, as git colours its own.
struct DiffStyle {
    var color: Bool

    func header(_ text: String) -> String {
        guard color else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "\u{1B}[1m\($0)\u{1B}[0m" }.joined(separator: "\n")
    }

    func hunkHeader(_ text: String) -> String { color ? "\u{1B}[36m\(text)\u{1B}[0m" : text }

    func line(prefix: String, content: ArraySlice<UInt8>) -> [UInt8] {
        let code: String? = !color ? nil : prefix == "+" ? "\u{1B}[32m" : prefix == "-" ? "\u{1B}[31m" : nil
        var bytes = Array((code ?? "").utf8) + Array(prefix.utf8)
        bytes.append(contentsOf: content)
        if code != nil { bytes.append(contentsOf: "\u{1B}[0m".utf8) }
        return bytes
    }
}

/// Myers' O(ND) line diff, on common prefix and suffix trimmed first (fixes touch few lines).
enum LineDiff {
    struct Operation: Equatable {
        enum Kind { case equal, delete, insert }
        var kind: Kind
        /// Index of the line in the old text (for inserts: the old line it comes before).
        var oldIndex: Int
        /// Index of the line in the new text (for deletes: the new line it comes before).
        var newIndex: Int
    }

    static func operations(from old: [ArraySlice<UInt8>], to new: [ArraySlice<UInt8>]) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        var result: [Operation] = (0..<prefix).map { Operation(kind: .equal, oldIndex: $0, newIndex: $0) }
        // Lines as integers, so the core compares numbers.
        var ids: [ArraySlice<UInt8>: Int] = [:]
        func id(_ line: ArraySlice<UInt8>) -> Int {
            if let known = ids[line] { return known }
            let next = ids.count
            ids[line] = next
            return next
        }
        let a = old[prefix..<(old.count - suffix)].map(id)
        let b = new[prefix..<(new.count - suffix)].map(id)
        for operation in myers(a, b) {
            result.append(Operation(kind: operation.kind, oldIndex: operation.oldIndex + prefix, newIndex: operation.newIndex + prefix))
        }
        for index in 0..<suffix {
            result.append(Operation(kind: .equal, oldIndex: old.count - suffix + index, newIndex: new.count - suffix + index))
        }
        return result
    }

    private static func myers(_ a: [Int], _ b: [Int]) -> [Operation] {
        let n = a.count, m = b.count
        if n == 0 { return (0..<m).map { Operation(kind: .insert, oldIndex: 0, newIndex: $0) } }
        if m == 0 { return (0..<n).map { Operation(kind: .delete, oldIndex: $0, newIndex: 0) } }
        let maximum = n + m
        let offset = maximum
        var frontier = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        search: for d in 0...maximum {
            // Only diagonals -d…d can be read back for this step: keep O(D²) memory, not O(D·(N+M)).
            trace.append(Array(frontier[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
                    x = frontier[offset + k + 1]
                } else {
                    x = frontier[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk the trace backwards to recover the path.
        var operations: [Operation] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]
            func reached(_ diagonal: Int) -> Int { previous[diagonal + d] }
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && reached(k - 1) < reached(k + 1)) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : reached(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                operations.append(Operation(kind: .equal, oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    operations.append(Operation(kind: .insert, oldIndex: x, newIndex: y))
                } else {
                    x -= 1
                    operations.append(Operation(kind: .delete, oldIndex: x, newIndex: y))
                }
            }
        }
        return operations.reversed()
    }
}
