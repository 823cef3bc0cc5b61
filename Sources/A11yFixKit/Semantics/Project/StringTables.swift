import Foundation

/// The English text of a project's strings tables, by table name (`Localizable`, `Core`): `.strings`
/// files in `en.lproj` or `English.lproj`, then `Base.lproj`, and String Catalogs (`.xcstrings`).
/// A table is read the first time a question needs it, in every run that asks: tables are not
/// Swift, so the index cache never holds them, and an edited table is always read as it now is.
/// Several files of one name (a table per package) make one table; the first to give a key wins.
/// A file that cannot be read or parsed contributes nothing.
final class StringTables: @unchecked Sendable {
    private struct Source {
        var path: String
        /// The folder holding its `.lproj` folder, or the catalog: where its target keeps resources.
        var folder: [Substring]
        /// English `.strings` and catalogs first, then `Base.lproj`.
        var rank: Int
    }

    /// Each table's files, in the order their keys win.
    private let sourcesByTable: [String: [Source]]
    private var loadedFiles: [String: [String: String]] = [:]
    private var mergedTables: [String: [String: String]] = [:]
    private let lock = NSLock()

    /// `paths` are the project's `.strings` and `.xcstrings` files (`ProjectFiles.stringTables`).
    init(paths: [String]) {
        var sources: [String: [Source]] = [:]
        for path in paths {
            let components = path.split(separator: "/")
            guard let file = components.last, let dot = file.lastIndex(of: ".") else { continue }
            let rank: Int
            if file.hasSuffix(".xcstrings") {
                rank = 0
            } else if components.count >= 2, ["en.lproj", "English.lproj"].contains(components[components.count - 2]) {
                rank = 0
            } else if components.count >= 2, components[components.count - 2] == "Base.lproj" {
                rank = 1
            } else {
                continue
            }
            let folder = components.dropLast(file.hasSuffix(".xcstrings") ? 1 : 2)
            sources[String(file[..<dot]), default: []].append(Source(path: path, folder: Array(folder), rank: rank))
        }
        sourcesByTable = sources.mapValues { $0.sorted { ($0.rank, $0.path) < ($1.rank, $1.path) } }
    }

    /// The name of the project's table whose name hashes to `hash` (`NameHash`).
    func name(hashed hash: UInt64) -> String? {
        sourcesByTable.keys.first { NameHash.of($0) == hash }
    }

    /// The English text of each key of `table`, from all its files; empty for a table the project
    /// does not have.
    func englishText(of table: String) -> [String: String] {
        lock.lock()
        defer { lock.unlock() }
        if let known = mergedTables[table] { return known }
        let values = merged(sourcesByTable[table] ?? [])
        mergedTables[table] = values
        return values
    }

    /// The files of `table` nearest to `file` (those whose folder shares the longest path with it):
    /// the copy of the table that the file's own target most likely bundles, where a key written in
    /// the file is looked up.
    func files(of table: String, nearest file: String) -> [String] {
        let sources = sourcesByTable[table] ?? []
        let components = file.split(separator: "/")
        func shared(_ source: Source) -> Int { zip(source.folder, components).prefix { $0 == $1 }.count }
        guard let nearest = sources.map(shared).max() else { return [] }
        return sources.filter { shared($0) == nearest }.map(\.path)
    }

    /// The English text of each key in `files` of `table` (from `files(of:nearest:)`).
    func englishText(of table: String, files: [String]) -> [String: String] {
        lock.lock()
        defer { lock.unlock() }
        return merged((sourcesByTable[table] ?? []).filter { files.contains($0.path) })
    }

    /// Call with the lock held.
    private func merged(_ sources: [Source]) -> [String: String] {
        var values: [String: String] = [:]
        for source in sources {
            if loadedFiles[source.path] == nil {
                let bytes = FileManager.default.contents(atPath: source.path).map { [UInt8]($0) } ?? []
                let read = source.path.hasSuffix(".xcstrings") ? StringTables.englishText(ofCatalog: bytes) : StringTables.englishText(ofStringsFile: bytes)
                loadedFiles[source.path] = read ?? [:]
            }
            values.merge(loadedFiles[source.path] ?? [:]) { first, _ in first }
        }
        return values
    }

    // MARK: - Strings files

    /// The entries of a `.strings` file (`"key" = "value";`, with comments and escapes), in UTF-8 or
    /// UTF-16 with or without a byte order mark; nil when it is not such a file.
    static func englishText(ofStringsFile bytes: [UInt8]) -> [String: String]? {
        guard let text = decodedText(bytes) else { return nil }
        let utf8 = Array(text.utf8)
        // A strings file is a dictionary's entries without its braces (some files keep them).
        let list = (try? PropertyList.parse([UInt8(ascii: "{")] + utf8 + Array("\n}".utf8))) ?? (try? PropertyList.parse(utf8))
        guard let entries = list?.dictionary else { return nil }
        return entries.compactMapValues(\.string)
    }

    private static func decodedText(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), bigEndian: true) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(bytes: bytes.dropFirst(3), encoding: .utf8) }
        // UTF-16 without a byte order mark: ASCII characters leave a zero in every other byte,
        // which text in UTF-8 never has.
        guard bytes.contains(0) else { return String(bytes: bytes, encoding: .utf8) }
        guard bytes.count >= 2 else { return nil }
        if bytes[1] == 0 { return utf16(bytes[...], bigEndian: false) }
        if bytes[0] == 0 { return utf16(bytes[...], bigEndian: true) }
        return nil
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    // MARK: - String Catalogs

    /// A String Catalog's English text: `strings[key].localizations.en.stringUnit.value`, or the key
    /// itself when the catalog's source language is English and it gives no English unit (Xcode
    /// extracted the key from the code). A key whose English text varies (plurals, devices) has no
    /// one text. Nil when it is not such a file.
    ///
    /// Read with a reader that skips every other language without building it: a large app's
    /// catalog holds dozens of translations per key, which a general JSON parser would all decode.
    static func englishText(ofCatalog bytes: [UInt8]) -> [String: String]? {
        var reader = JSONReader(bytes: bytes)
        var sourceLanguage: String?
        var values: [String: String] = [:]
        var keysWithoutEnglish: [String] = []
        let read = reader.readObject { reader, member in
            switch member {
            case "sourceLanguage":
                sourceLanguage = reader.string()
                return sourceLanguage != nil
            case "strings":
                return reader.readObject { reader, key in
                    var english: String?
                    var hasEnglish = false
                    let read = reader.readObject { reader, field in
                        guard field == "localizations" else { return reader.skipValue() }
                        return reader.readObject { reader, language in
                            guard language == "en" else { return reader.skipValue() }
                            hasEnglish = true
                            return reader.readObject { reader, field in
                                guard field == "stringUnit" else { return reader.skipValue() }
                                return reader.readObject { reader, field in
                                    guard field == "value" else { return reader.skipValue() }
                                    english = reader.string()
                                    return english != nil
                                }
                            }
                        }
                    }
                    if let english { values[key] = english } else if !hasEnglish { keysWithoutEnglish.append(key) }
                    return read
                }
            default:
                return reader.skipValue()
            }
        }
        guard read, reader.isAtEnd else { return nil }
        if sourceLanguage == "en" {
            for key in keysWithoutEnglish where values[key] == nil { values[key] = key }
        }
        return values
    }
}

/// Just enough JSON to read a String Catalog: objects walked member by member, strings decoded,
/// every other value skipped without being built. Malformed input reads as false or nil.
private struct JSONReader {
    let bytes: [UInt8]
    private var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool {
        var copy = self
        copy.skipWhitespace()
        return copy.position == bytes.count
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x0A || bytes[position] == 0x0D || bytes[position] == 0x09 {
            position += 1
        }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Reads an object, handing each member's key to `member`, which reads or skips its value.
    mutating func readObject(_ member: (inout JSONReader, String) -> Bool) -> Bool {
        guard consume(UInt8(ascii: "{")) else { return false }
        if consume(UInt8(ascii: "}")) { return true }
        repeat {
            guard let key = string(), consume(UInt8(ascii: ":")), member(&self, key) else { return false }
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "}"))
    }

    mutating func string() -> String? {
        guard consume(UInt8(ascii: "\"")) else { return nil }
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\") { position += 1 }
        guard position < bytes.count else { return nil }
        var decoded = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return nil }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "u"):
                    guard var scalar = hexUnit() else { return nil }
                    // A surrogate pair is one character written as two escapes.
                    if (0xD800..<0xDC00).contains(scalar), bytes[position...].starts(with: Array("\\u".utf8)) {
                        position += 2
                        guard let low = hexUnit() else { return nil }
                        scalar = (0xDC00..<0xE000).contains(low) ? 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                    }
                    decoded += Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
                default: decoded.append(escaped)
                }
            default:
                decoded.append(byte)
            }
        }
        return nil
    }

    private mutating func hexUnit() -> UInt32? {
        guard position + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16) else { return nil }
        position += 4
        return value
    }

    /// Skips one value of any kind, nested to any depth, without recursion.
    mutating func skipValue() -> Bool {
        var depth = 0
        repeat {
            skipWhitespace()
            guard position < bytes.count else { return false }
            switch bytes[position] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                position += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard depth > 0 else { return false }
                depth -= 1
                position += 1
            case UInt8(ascii: "\""):
                guard skipString() else { return false }
            case UInt8(ascii: ","), UInt8(ascii: ":"):
                guard depth > 0 else { return false }
                position += 1
            default:
                // A number, true, false or null.
                let start = position
                while position < bytes.count, !Self.endsLiteral(bytes[position]) { position += 1 }
                guard position > start else { return false }
            }
        } while depth > 0
        return true
    }

    /// Past the string starting at the reader, without decoding it.
    private mutating func skipString() -> Bool {
        position += 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                return true
            case UInt8(ascii: "\\"):
                position += 2
            default:
                position += 1
            }
        }
        return false
    }

    private static func endsLiteral(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: "{"),
             UInt8(ascii: "["), UInt8(ascii: "\""):
            return true
        default:
            return false
        }
    }
}
