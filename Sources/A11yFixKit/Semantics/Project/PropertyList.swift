/// The old-style (OpenStep) property lists Xcode writes its projects in: `project.pbxproj` is one
/// dictionary of dictionaries, arrays and strings, with `/* … */` comments after every reference.
public indirect enum PropertyList: Equatable, Sendable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    public var string: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    public var array: [PropertyList]? {
        if case let .array(value) = self { return value }
        return nil
    }

    public var dictionary: [String: PropertyList]? {
        if case let .dictionary(value) = self { return value }
        return nil
    }

    public subscript(key: String) -> PropertyList? { dictionary?[key] }

    /// The strings of an array value (`files = ( A, B );`), or a single string as a one-element list.
    public var strings: [String] {
        switch self {
        case let .string(value): return [value]
        case let .array(values): return values.compactMap(\.string)
        case .dictionary: return []
        }
    }

    public struct SyntaxError: Error, Equatable {
        public var offset: Int
        public var message: String
    }

    /// Parses a whole property list; `<hex data>` values are read as their text.
    public static func parse(_ bytes: [UInt8]) throws -> PropertyList {
        var parser = Parser(bytes: bytes)
        let value = try parser.value()
        parser.skipTrivia()
        guard parser.position == bytes.count else { throw parser.error("unexpected text after the property list") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0

        func error(_ message: String) -> SyntaxError { SyntaxError(offset: position, message: message) }

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipTrivia() {
            while let byte = current {
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    position += 1
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                    position += 2
                    while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
                    position = min(bytes.count, position + 2)
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                    while let next = current, next != 0x0A { position += 1 }
                } else {
                    return
                }
            }
        }

        mutating func value() throws -> PropertyList {
            skipTrivia()
            guard let byte = current else { throw error("a value is missing") }
            switch byte {
            case UInt8(ascii: "{"):
                position += 1
                var entries: [String: PropertyList] = [:]
                while true {
                    skipTrivia()
                    if current == UInt8(ascii: "}") { position += 1; return .dictionary(entries) }
                    guard case let .string(key) = try value() else { throw error("a dictionary key must be a string") }
                    try expect(UInt8(ascii: "="))
                    entries[key] = try value()
                    try expect(UInt8(ascii: ";"))
                }
            case UInt8(ascii: "("):
                position += 1
                var elements: [PropertyList] = []
                while true {
                    skipTrivia()
                    if current == UInt8(ascii: ")") { position += 1; return .array(elements) }
                    elements.append(try value())
                    skipTrivia()
                    if current == UInt8(ascii: ",") { position += 1 } else if current != UInt8(ascii: ")") { throw error("expected ',' or ')' in an array") }
                }
            case UInt8(ascii: "\""):
                return .string(try quotedString())
            case UInt8(ascii: "<"):
                let start = position
                while let next = current, next != UInt8(ascii: ">") { position += 1 }
                guard current != nil else { throw error("unterminated data value") }
                position += 1
                return .string(String(decoding: bytes[start..<position], as: UTF8.self))
            default:
                let start = position
                while let next = current, Parser.isUnquoted(next) { position += 1 }
                guard position > start else { throw error("unexpected character '\(Character(Unicode.Scalar(byte)))'") }
                return .string(String(decoding: bytes[start..<position], as: UTF8.self))
            }
        }

        static func isUnquoted(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"): return true
            default: return byte >= 0x80
            }
        }

        mutating func expect(_ byte: UInt8) throws {
            skipTrivia()
            guard current == byte else { throw error("expected '\(Character(Unicode.Scalar(byte)))'") }
            position += 1
        }

        mutating func quotedString() throws -> String {
            position += 1
            var scalars: [UInt8] = []
            while let byte = current {
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: scalars, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let escaped = current else { throw error("unterminated string") }
                    position += 1
                    switch escaped {
                    case UInt8(ascii: "n"): scalars.append(0x0A)
                    case UInt8(ascii: "t"): scalars.append(0x09)
                    case UInt8(ascii: "r"): scalars.append(0x0D)
                    case UInt8(ascii: "U"):
                        let digits = bytes[position..<min(bytes.count, position + 4)]
                        position += digits.count
                        if let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16), let scalar = Unicode.Scalar(value) {
                            scalars += Array(String(Character(scalar)).utf8)
                        }
                    default: scalars.append(escaped)
                    }
                default:
                    scalars.append(byte)
                }
            }
            throw error("unterminated string")
        }
    }
}
