/// The byte format of a11yfix's caches (result entries, the project index): little-endian
/// fixed-width integers and length-prefixed strings. Reading is bounds-checked throughout: a damaged
/// or foreign file decodes to nil, never to a crash.
struct BinaryWriter {
    var bytes: [UInt8] = []

    mutating func raw(_ more: [UInt8]) { bytes += more }
    mutating func uint8(_ value: UInt8) { bytes.append(value) }
    mutating func uint32(_ value: UInt32) { for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) } }
    mutating func int(_ value: Int) { uint64(UInt64(bitPattern: Int64(value))) }
    mutating func uint64(_ value: UInt64) { for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) } }
    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }
    mutating func data(_ value: [UInt8]) { int(value.count); bytes += value }
    mutating func string(_ value: String) { int(value.utf8.count); bytes += value.utf8 }

    mutating func optional<T>(_ value: T?, _ write: (inout BinaryWriter, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    mutating func strings(_ values: [String]) {
        int(values.count)
        for value in values { string(value) }
    }
}

struct BinaryReader {
    private let bytes: [UInt8]
    private(set) var position: Int
    private let end: Int

    init(_ bytes: [UInt8]) { self.init(bytes, range: 0..<bytes.count) }

    /// Reads only `range` of `bytes` (one entry of a larger file) without copying it.
    init(_ bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        position = range.lowerBound
        end = range.upperBound
    }

    var isAtEnd: Bool { position == end }

    mutating func bytes(_ count: Int) -> [UInt8]? {
        slice(count).map(Array.init)
    }

    mutating func slice(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, count <= end - position else { return nil }
        defer { position += count }
        return bytes[position..<position + count]
    }

    private mutating func littleEndian(_ count: Int) -> UInt64? {
        guard count <= end - position else { return nil }
        var value: UInt64 = 0
        for offset in stride(from: count - 1, through: 0, by: -1) { value = value << 8 | UInt64(bytes[position + offset]) }
        position += count
        return value
    }

    mutating func uint8() -> UInt8? { littleEndian(1).map { UInt8(truncatingIfNeeded: $0) } }
    mutating func uint32() -> UInt32? { littleEndian(4).map { UInt32(truncatingIfNeeded: $0) } }
    mutating func int() -> Int? { uint64().map { Int(truncatingIfNeeded: $0) } }
    mutating func uint64() -> UInt64? { littleEndian(8) }

    /// A count of items that each take at least one byte: never more than the bytes left.
    mutating func count() -> Int? {
        guard let value = int(), value >= 0, value <= end - position else { return nil }
        return value
    }

    /// `count` integers written by `BinaryWriter.uint64`.
    mutating func uint64s(_ count: Int) -> [UInt64]? { integers(count) }

    /// `count` integers written by `BinaryWriter.uint32`.
    mutating func uint32s(_ count: Int) -> [UInt32]? { integers(count) }

    private mutating func integers<Integer: FixedWidthInteger>(_ count: Int) -> [Integer]? {
        let size = MemoryLayout<Integer>.size
        guard count >= 0, count <= (end - position) / size else { return nil }
        let values = bytes[position..<(position + count * size)].withUnsafeBytes { buffer in
            (0..<count).map { Integer(littleEndian: buffer.loadUnaligned(fromByteOffset: $0 * size, as: Integer.self)) }
        }
        position += count * size
        return values
    }

    mutating func bool() -> Bool? {
        guard let byte = slice(1)?.first, byte <= 1 else { return nil }
        return byte == 1
    }

    mutating func data() -> [UInt8]? {
        guard let count = int() else { return nil }
        return bytes(count)
    }

    /// The checksum has vouched for the bytes, which were a string's UTF-8 when written.
    mutating func string() -> String? {
        guard let count = int() else { return nil }
        return slice(count).map { String(decoding: $0, as: UTF8.self) }
    }

    mutating func strings() -> [String]? {
        guard let count = count() else { return nil }
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = string() else { return nil }
            values.append(value)
        }
        return values
    }

    /// `.some(nil)` for an absent value, nil for a corrupt one.
    mutating func optional<T>(_ read: (inout BinaryReader) -> T?) -> T?? {
        guard let present = bool() else { return nil }
        guard present else { return .some(nil) }
        guard let value = read(&self) else { return nil }
        return .some(value)
    }
}

/// A checksum that catches a damaged cache file (whose key or path already says whose it is) at a
/// fraction of SHA-256's cost, which matters when a warm run reads an entry per file.
enum CacheChecksum {
    static func of(_ bytes: [UInt8]) -> UInt64 { of(bytes[...]) }

    /// FNV-1a over eight bytes at a time.
    static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset + 8 <= buffer.count {
                hash = (hash ^ buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x0000_0100_0000_01B3
                hash ^= hash >> 29
                offset += 8
            }
            while offset < buffer.count {
                hash = (hash ^ UInt64(buffer[offset])) &* 0x0000_0100_0000_01B3
                offset += 1
            }
        }
        return hash
    }
}
