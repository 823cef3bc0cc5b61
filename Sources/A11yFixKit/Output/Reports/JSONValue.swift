import Foundation

/// A JSON document whose objects keep the order their keys were written in, so the json and SARIF
/// reports read top-down in the order docs/json-output.md documents and are byte-identical across runs.
/// The MCP and LSP servers read their messages into it too.
indirect enum JSONValue {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    static func string(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }
    static func strings(_ texts: [String]) -> JSONValue { .array(texts.map { .string($0) }) }

    /// Pretty-printed with two-space indentation and a final newline.
    func serialized() -> String {
        var output: [UInt8] = []
        write(to: &output, indentation: 0)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    /// On one line, without spaces: a JSON-RPC message (MCP's stdio transport forbids line breaks
    /// inside a message; string escapes keep them out).
    func compactBytes() -> [UInt8] {
        var output: [UInt8] = []
        write(to: &output, indentation: nil)
        return output
    }

    /// Written as UTF-8 bytes: reports run to tens of megabytes, and byte appends are what keeps
    /// writing them a small part of a run. A nil indentation writes everything on one line.
    private func write(to output: inout [UInt8], indentation: Int?) {
        switch self {
        case .null: output += "null".utf8
        case let .bool(value): output += (value ? "true" : "false").utf8
        case let .int(value): output += String(value).utf8
        // JSON has no infinities or NaN; no message a11yfix writes holds one.
        case let .double(value): output += (value.isFinite ? String(value) : "null").utf8
        case let .string(value): JSONValue.writeString(value, to: &output)
        case let .array(items):
            if items.isEmpty { output += "[]".utf8; return }
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                JSONValue.newLine(&output, indentation.map { $0 + 2 })
                item.write(to: &output, indentation: indentation.map { $0 + 2 })
                if index < items.count - 1 { output.append(UInt8(ascii: ",")) }
            }
            JSONValue.newLine(&output, indentation)
            output.append(UInt8(ascii: "]"))
        case let .object(members):
            if members.isEmpty { output += "{}".utf8; return }
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                JSONValue.newLine(&output, indentation.map { $0 + 2 })
                JSONValue.writeString(member.key, to: &output)
                output += (indentation == nil ? ":" : ": ").utf8
                member.value.write(to: &output, indentation: indentation.map { $0 + 2 })
                if index < members.count - 1 { output.append(UInt8(ascii: ",")) }
            }
            JSONValue.newLine(&output, indentation)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newLine(_ output: inout [UInt8], _ indentation: Int?) {
        guard let indentation else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indentation))
    }

    /// RFC 8259 escaping: quotes, backslashes and control characters; U+2028 and U+2029 too, which
    /// JavaScript before ES2019 does not accept raw in string literals. Everything else stays UTF-8.
    private static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var bytes = Array(text.utf8)[...]
        while let byte = bytes.popFirst() {
            switch byte {
            case UInt8(ascii: "\""): output += "\\\"".utf8
            case UInt8(ascii: "\\"): output += "\\\\".utf8
            case UInt8(ascii: "\n"): output += "\\n".utf8
            case UInt8(ascii: "\r"): output += "\\r".utf8
            case UInt8(ascii: "\t"): output += "\\t".utf8
            case 0x08: output += "\\b".utf8
            case 0x0C: output += "\\f".utf8
            case 0x00...0x1F, 0x7F: output += unicodeEscape(UInt32(byte)).utf8
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
            case 0xE2 where bytes.starts(with: [0x80, 0xA8]) || bytes.starts(with: [0x80, 0xA9]):
                output += unicodeEscape(bytes.dropFirst().first == 0xA8 ? 0x2028 : 0x2029).utf8
                bytes = bytes.dropFirst(2)
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}

extension JSONValue: Decodable {
    /// Reads strict JSON (checked by the configuration's validator first, which also bounds the
    /// nesting, so a hostile message cannot exhaust the stack), or says where it stops being JSON.
    static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        if let error = StrictJSON.firstError(in: bytes) {
            throw JSONSyntaxError(message: "\(error.message) at byte \(error.offset)")
        }
        return try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    init(from decoder: Decoder) throws {
        if var items = try? decoder.unkeyedContainer() {
            var values: [JSONValue] = []
            while !items.isAtEnd { values.append(try items.decode(JSONValue.self)) }
            self = .array(values)
        } else if let members = try? decoder.container(keyedBy: MemberKey.self) {
            self = .object(try members.allKeys.sorted { $0.stringValue < $1.stringValue }.map { key in
                (key: key.stringValue, value: try members.decode(JSONValue.self, forKey: key))
            })
        } else {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Int.self) {
                self = .int(value)
            } else if let value = try? container.decode(Double.self) {
                self = .double(value)
            } else {
                self = .string(try container.decode(String.self))
            }
        }
    }

    private struct MemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var stringValue: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    var intValue: Int? {
        switch self {
        case let .int(value): return value
        case let .double(value) where value.rounded() == value && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }

    var boolValue: Bool? {
        if case let .bool(value) = self { return value }
        return nil
    }

    var arrayValue: [JSONValue]? {
        if case let .array(items) = self { return items }
        return nil
    }
}

struct JSONSyntaxError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
