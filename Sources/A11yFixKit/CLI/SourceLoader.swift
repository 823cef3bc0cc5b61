import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file is not analysed at all: it cannot be read, or it is not Swift text.
public struct LoadError: Error, Equatable {
    public var location: SourceLocation?
    public var message: String
}

/// Reads source files and refuses what is not Swift source text, with a reason a user can act on.
public enum SourceLoader {
    /// Larger files are almost always generated; a11yfix leaves them alone.
    public static let maximumFileSize = 16 * 1024 * 1024

    public static func load(path: String) -> Result<SourceFile, LoadError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(LoadError(location: nil, message: "cannot read file: \(String(cString: strerror(errno)))")) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(LoadError(location: nil, message: "cannot read file: \(String(cString: strerror(errno)))")) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(LoadError(location: nil, message: "is a folder, not a file")) }
        let size = Int(info.st_size)
        if size > maximumFileSize {
            return .failure(LoadError(location: nil, message: String(format: "file is %.1f MB, larger than the %d MB a11yfix reads; skipped (generated code?)", Double(size) / 1_048_576, maximumFileSize / 1_048_576)))
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while true {
            if filled == bytes.count {
                // The file may have grown since fstat; read until end of file, within the limit.
                if bytes.count >= maximumFileSize + 1 { break }
                bytes.append(contentsOf: [UInt8](repeating: 0, count: max(4096, bytes.count / 2)))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(LoadError(location: nil, message: "cannot read file: \(String(cString: strerror(errno)))"))
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        if bytes.count > maximumFileSize {
            return .failure(LoadError(location: nil, message: "file is larger than the \(maximumFileSize / 1_048_576) MB a11yfix reads; skipped"))
        }
        return validate(SourceFile(path: path, bytes: bytes))
    }

    /// Refuses binary files and text that is not UTF-8, naming the first offending position.
    public static func validate(_ file: SourceFile) -> Result<SourceFile, LoadError> {
        if let nul = file.bytes.firstIndex(of: 0) {
            return .failure(LoadError(location: file.location(of: nul), message: "binary file (NUL byte); not Swift source"))
        }
        if let invalid = firstInvalidUTF8(file.bytes) {
            return .failure(LoadError(location: file.location(of: invalid), message: "not valid UTF-8; a11yfix reads UTF-8 Swift source only"))
        }
        return .success(file)
    }

    /// The offset of the first byte that is not part of a well-formed UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { b in
            var index = 0
            while index < b.count {
                let lead = b[index]
                if lead < 0x80 { index += 1; continue }
                let length: Int
                var minimum: UInt32
                switch lead {
                case 0xC2...0xDF: length = 2; minimum = 0x80
                case 0xE0...0xEF: length = 3; minimum = 0x800
                case 0xF0...0xF4: length = 4; minimum = 0x10000
                default: return index
                }
                guard index + length <= b.count else { return index }
                var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length {
                    let byte = b[index + offset]
                    guard byte & 0xC0 == 0x80 else { return index }
                    scalar = scalar << 6 | UInt32(byte & 0x3F)
                }
                if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
                minimum = 0
                index += length
            }
            return nil
        }
    }
}
