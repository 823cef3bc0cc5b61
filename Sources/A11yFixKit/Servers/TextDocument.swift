/// An editor's open file: its bytes, its version, and LSP positions in the encoding the client
/// negotiated (UTF-16 code units by default, UTF-8 bytes when the client offers them).
struct TextDocument {
    enum PositionEncoding: String {
        case utf8 = "utf-8"
        case utf16 = "utf-16"
    }

    var uri: String
    var version: Int
    private(set) var bytes: [UInt8]
    /// The offset each line starts at; LSP ends lines at LF, CR LF and a lone CR.
    private(set) var lineStarts: [Int] = [0]

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.bytes = Array(text.utf8)
        indexLines()
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func indexLines() {
        lineStarts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { lineStarts.append(index) }
        }
    }

    /// Where a line's text ends (before its line break).
    private func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        while end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    func position(of offset: Int, _ encoding: PositionEncoding) -> (line: Int, character: Int) {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        switch encoding {
        case .utf8: return (low, offset - start)
        case .utf16: return (low, String(decoding: bytes[start..<offset], as: UTF8.self).utf16.count)
        }
    }

    /// The byte offset of an LSP position; a character past the line's end means its end (as LSP
    /// says), a line past the last means the end of the text.
    func offset(line: Int, character: Int, _ encoding: PositionEncoding) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lineStarts.count else { return bytes.count }
        let start = lineStarts[line], end = lineEnd(line)
        switch encoding {
        case .utf8:
            var offset = min(start + max(character, 0), end)
            // Never inside a character's bytes.
            while offset > start, offset < end, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            return offset
        case .utf16:
            var units = 0
            var offset = start
            for scalar in String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars {
                if units + UTF16.width(scalar) > character { break }
                units += UTF16.width(scalar)
                offset += UTF8.width(scalar)
            }
            return offset
        }
    }

    /// Replaces the bytes between two offsets (a didChange content change with a range).
    mutating func replace(_ range: Range<Int>, with text: String) {
        bytes.replaceSubrange(range, with: Array(text.utf8))
        indexLines()
    }

    mutating func replaceAll(with text: String) {
        bytes = Array(text.utf8)
        indexLines()
    }
}
