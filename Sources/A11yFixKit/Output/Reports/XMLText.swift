/// Text for XML 1.0 documents (the checkstyle and JUnit reports).
enum XMLText {
    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// Markup characters and quotes as entities; carriage returns as character references (parsers
    /// turn a raw one into a line feed), and in attribute values tabs and line feeds too (parsers
    /// turn raw ones into spaces there); characters XML 1.0 cannot carry at all (other C0 controls,
    /// U+FFFE, U+FFFF) as U+FFFD, the replacement character.
    static func escaped(_ text: String, inAttribute: Bool = false) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t", "\n": output += inAttribute ? "&#\(scalar.value);" : String(scalar)
            case "\r": output += "&#13;"
            case "\u{00}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// `<name a="1" b="2"` with each value escaped; the caller closes the tag.
    static func openTag(_ name: String, _ attributes: [(String, String)]) -> String {
        "<" + name + attributes.map { " \($0.0)=\"\(escaped($0.1, inAttribute: true))\"" }.joined()
    }
}
