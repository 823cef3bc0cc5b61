import Foundation

/// A 1-based line and column. Columns count UTF-8 bytes, as the Swift compiler and Xcode do.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// How a file writes line breaks and indentation, so inserted code looks like its neighbours.
public struct SourceStyle: Sendable, Equatable {
    public var lineEnding: String
    /// One level of indentation: a tab, or a run of spaces.
    public var indentUnit: String

    public static let standard = SourceStyle(lineEnding: "\n", indentUnit: "    ")
}

/// The bytes of one Swift file and the line table over them.
public final class SourceFile: @unchecked Sendable {
    /// The path as the user should see it in messages and diffs.
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = SourceFile.computeLineStarts(bytes)
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether `token`'s text is exactly `word`, compared without allocating.
    func text(of token: Token, is word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard token.end - token.start == length else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let pointer = word.utf8Start
            for offset in 0..<length where buffer[token.start + offset] != pointer[offset] { return false }
            return true
        }
    }

    public var lineCount: Int { lineStarts.count }

    /// The 0-based index of the line holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    public func location(of offset: Int) -> SourceLocation {
        let line = lineIndex(of: offset)
        return SourceLocation(line: line + 1, column: offset - lineStarts[line] + 1)
    }

    /// The byte range of a 0-based line, without its line break.
    public func lineContentRange(_ lineIndex: Int) -> Range<Int> {
        let start = lineStarts[lineIndex]
        var end = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    public func lineText(_ lineIndex: Int) -> String { text(lineContentRange(lineIndex)) }

    /// The leading spaces and tabs of the line holding `offset`.
    public func indentation(ofLineAt offset: Int) -> String {
        let start = lineStarts[lineIndex(of: offset)]
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return text(start..<end)
    }

    public private(set) lazy var style: SourceStyle = detectStyle()

    /// How long an edited line may grow before a fix wraps it: 120 columns (the common limit of
    /// SwiftLint and SwiftFormat configurations), or the file's longest line where it already
    /// goes further. Bytes stand for columns: a line with wide characters wraps a little early.
    public private(set) lazy var lineWidthLimit: Int = {
        var longest = 0
        for index in lineStarts.indices { longest = max(longest, lineContentRange(index).count) }
        return max(120, longest)
    }()

    private static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            for index in 0..<buffer.count where buffer[index] == UInt8(ascii: "\n") {
                starts.append(index + 1)
            }
        }
        return starts
    }

    /// The dominant line ending, and the indentation unit: tabs when most indented lines start with
    /// a tab, otherwise the most common positive step between consecutive indentation widths.
    private func detectStyle() -> SourceStyle {
        var crlf = 0, lf = 0, tabLines = 0, spaceLines = 0
        var stepCounts: [Int: Int] = [:]
        var previousWidth = 0
        bytes.withUnsafeBufferPointer { buffer in
            for index in 0..<buffer.count where buffer[index] == UInt8(ascii: "\n") {
                if index > 0, buffer[index - 1] == UInt8(ascii: "\r") { crlf += 1 } else { lf += 1 }
            }
            for start in lineStarts {
                var cursor = start
                var width = 0
                if cursor < buffer.count, buffer[cursor] == UInt8(ascii: "\t") {
                    tabLines += 1
                    continue
                }
                while cursor < buffer.count, buffer[cursor] == UInt8(ascii: " ") {
                    width += 1
                    cursor += 1
                }
                let blank = cursor >= buffer.count || buffer[cursor] == UInt8(ascii: "\n") || buffer[cursor] == UInt8(ascii: "\r")
                // Lines inside doc comments and continuation lines such as ` * text` are odd widths; skip them.
                if blank || (cursor < buffer.count && buffer[cursor] == UInt8(ascii: "*")) { continue }
                if width > 0 { spaceLines += 1 }
                if width > previousWidth { stepCounts[width - previousWidth, default: 0] += 1 }
                previousWidth = width
            }
        }
        let lineEnding = crlf > lf ? "\r\n" : "\n"
        if tabLines > spaceLines { return SourceStyle(lineEnding: lineEnding, indentUnit: "\t") }
        let step = stepCounts.filter { $0.key >= 2 && $0.key <= 8 }
            .max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? 4
        return SourceStyle(lineEnding: lineEnding, indentUnit: String(repeating: " ", count: step))
    }
}
