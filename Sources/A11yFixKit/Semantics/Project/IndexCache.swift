import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Each file's `FileDeclarations` from earlier runs, one cache file per project beside the result
/// cache, so that a run reads one file and `stat`s the project's sources instead of lexing them all.
/// An entry is used while its source has the same size, modification and change times and inode;
/// a source changed within the last seconds is stored unconfirmed and scanned again next time, since
/// a second change in the same clock tick would keep its times. The file is written to a temporary
/// file and renamed; one that is damaged, foreign or from another build of a11yfix is ignored and
/// rewritten.
public struct IndexCache: Sendable {
    public let folder: String
    let buildIdentity: String

    static let formatVersion: UInt32 = 39
    private static let magic = Array("A11YIDX\u{1}".utf8)
    /// How long after its last change a file's times are trusted to tell a later change (file
    /// systems keep times to the second or finer).
    var settlingSeconds: Int64 = 2

    public init(folder: String, buildIdentity: String) {
        self.folder = folder
        self.buildIdentity = buildIdentity
    }

    func path(forRoot root: String) -> String {
        let digits = Array("0123456789abcdef".utf8)
        let hex = SHA256.digest(Array(root.utf8)).prefix(20).flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] }
        return folder + "/" + String(decoding: hex, as: UTF8.self)
    }

    /// What an earlier run stored for `root`; nil when there is nothing usable.
    func load(root: String) -> StoredIndex? {
        guard let data = FileManager.default.contents(atPath: path(forRoot: root)) else { return nil }
        let bytes = [UInt8](data)
        guard bytes.count >= 8 else { return nil }
        var checksumReader = BinaryReader(bytes, range: (bytes.count - 8)..<bytes.count)
        guard checksumReader.uint64() == CacheChecksum.of(bytes[..<(bytes.count - 8)]) else { return nil }
        var reader = BinaryReader(bytes, range: 0..<(bytes.count - 8))
        guard reader.bytes(IndexCache.magic.count) == IndexCache.magic, reader.uint32() == IndexCache.formatVersion,
              reader.string() == buildIdentity, reader.string() == root, let count = reader.count() else { return nil }
        var entries: [String: StoredIndex.Entry] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let path = reader.string(), let stamp = FileStamp(reading: &reader), let length = reader.count() else { return nil }
            let start = reader.position
            guard reader.slice(length) != nil else { return nil }
            entries[path] = StoredIndex.Entry(stamp: stamp, summary: start..<(start + length))
        }
        guard reader.isAtEnd else { return nil }
        return StoredIndex(bytes: bytes, entries: entries)
    }

    /// Stores `root`'s summaries, by path relative to the root. A cache that cannot be written only
    /// makes the next run slower.
    func store(root: String, files: [(path: String, stamp: FileStamp, summary: ArraySlice<UInt8>)]) {
        var writer = BinaryWriter()
        writer.raw(IndexCache.magic)
        writer.uint32(IndexCache.formatVersion)
        writer.string(buildIdentity)
        writer.string(root)
        writer.int(files.count)
        for file in files {
            writer.string(file.path)
            file.stamp.write(to: &writer)
            writer.int(file.summary.count)
            writer.raw(Array(file.summary))
        }
        writer.uint64(CacheChecksum.of(writer.bytes))
        let target = path(forRoot: root)
        let temporary = target + ".tmp-\(getpid())-\(UUID().uuidString)"
        if !FileManager.default.createFile(atPath: temporary, contents: Data(writer.bytes)) {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: temporary, contents: Data(writer.bytes)) else { return }
        }
        if rename(temporary, target) != 0 { unlink(temporary) }
    }
}

/// The stored summaries of one project's files.
struct StoredIndex {
    struct Entry {
        var stamp: FileStamp
        var summary: Range<Int>
    }

    let bytes: [UInt8]
    let entries: [String: Entry]

    /// The stored summary of a file, when its source still has `stamp`.
    func summary(of relativePath: String, stamp: FileStamp) -> FileSummary? {
        guard let entry = entries[relativePath], entry.stamp == stamp else { return nil }
        return FileSummary(storage: bytes, range: entry.summary)
    }
}

/// What identifies a version of a file without reading it.
struct FileStamp: Equatable, Sendable {
    var size: Int64
    var modified: Int64
    var modifiedNanoseconds: Int64
    var changed: Int64
    var changedNanoseconds: Int64
    var inode: UInt64

    /// The stamp stored for a file that changed too recently to be trusted (never matches a real one).
    static let unconfirmed = FileStamp(size: -1, modified: 0, modifiedNanoseconds: 0, changed: 0, changedNanoseconds: 0, inode: 0)

    init(size: Int64, modified: Int64, modifiedNanoseconds: Int64, changed: Int64, changedNanoseconds: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changed = changed
        self.changedNanoseconds = changedNanoseconds
        self.inode = inode
    }

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if os(macOS)
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        self.init(size: Int64(info.st_size), modified: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec),
                  changed: Int64(changed.tv_sec), changedNanoseconds: Int64(changed.tv_nsec), inode: UInt64(info.st_ino))
    }

    /// Whether the file had last changed more than `margin` seconds before `time` (when it was
    /// read), so that a later change shows in its times.
    func isSettled(before time: Date, margin: Int64) -> Bool {
        max(modified, changed) < Int64(time.timeIntervalSince1970) - margin
    }

    init?(reading reader: inout BinaryReader) {
        guard let size = reader.int(), let modified = reader.int(), let modifiedNanoseconds = reader.int(),
              let changed = reader.int(), let changedNanoseconds = reader.int(), let inode = reader.uint64() else { return nil }
        self.init(size: Int64(size), modified: Int64(modified), modifiedNanoseconds: Int64(modifiedNanoseconds),
                  changed: Int64(changed), changedNanoseconds: Int64(changedNanoseconds), inode: inode)
    }

    func write(to writer: inout BinaryWriter) {
        for value in [size, modified, modifiedNanoseconds, changed, changedNanoseconds] { writer.int(Int(value)) }
        writer.uint64(inode)
    }
}
