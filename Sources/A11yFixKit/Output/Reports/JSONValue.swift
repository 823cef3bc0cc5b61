/// A JSON document whose objects keep the order their keys were written in, so the json and SARIF
/// reports read top-down in the order docs/json-output.md documents and are byte-identical across runs.
indirect enum JSONValue {
    case null
    case bool(Bool)
    case int(Int)
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

    /// Written as UTF-8 bytes: reports run to tens of megabytes, and byte appends are what keeps
    /// writing them a small part of a run.
    private func write(to output: inout [UInt8], indentation: Int) {
        switch self {
        case .null: output += "null".utf8
        case let .bool(value): output += (value ? "true" : "false").utf8
        case let .int(value): output += String(value).utf8
        case let .string(value): JSONValue.writeString(value, to: &output)
        case let .array(items):
            if items.isEmpty { output += "[]".utf8; return }
            output += "[\n".utf8
            for (index, item) in items.enumerated() {
                JSONValue.indent(&output, indentation + 2)
                item.write(to: &output, indentation: indentation + 2)
                output += (index == items.count - 1 ? "\n" : ",\n").utf8
            }
            JSONValue.indent(&output, indentation)
            output.append(UInt8(ascii: "]"))
        case let .object(members):
            if members.isEmpty { output += "{}".utf8; return }
            output += "{\n".utf8
            for (index, member) in members.enumerated() {
                JSONValue.indent(&output, indentation + 2)
                JSONValue.writeString(member.key, to: &output)
                output += ": ".utf8
                member.value.write(to: &output, indentation: indentation + 2)
                output += (index == members.count - 1 ? "\n" : ",\n").utf8
            }
            JSONValue.indent(&output, indentation)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func indent(_ output: inout [UInt8], _ width: Int) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
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
