/// A path pattern of the config file (`exclude`, `identifiers.categories`), in gitignore's dialect:
/// `*` and `?` match within one path component, `[abc]` / `[!abc]` one character of a set, `**` any
/// number of components. A pattern without a `/` matches a file or folder of that name at any depth;
/// one with a `/` is anchored at the config file's folder (a leading `/` only anchors); a trailing `/`
/// matches folders only. A pattern matches a file when it matches the file or a folder it is in.
public struct Glob: Equatable, Sendable {
    public let pattern: String
    private let segments: [String]
    private let foldersOnly: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        foldersOnly = text.hasSuffix("/")
        while text.hasSuffix("/") { text = text.dropLast() }
        let anchored = text.hasPrefix("/") || text.contains("/")
        while text.hasPrefix("/") { text = text.dropFirst() }
        var segments = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if !anchored, !segments.isEmpty { segments.insert("**", at: 0) }
        self.segments = segments
    }

    /// Why a pattern cannot work, for the config error; nil when it is fine.
    public static func problem(in pattern: String) -> String? {
        if pattern.trimmingCharacters(in: .whitespaces).isEmpty { return "an empty pattern matches nothing" }
        if Glob(pattern).segments.isEmpty { return "the pattern names no file or folder" }
        var open = false
        for character in pattern {
            if character == "[" { open = true } else if character == "]" { open = false }
        }
        if open { return "'[' has no closing ']'" }
        if pattern.split(separator: "/").contains(where: { $0 == ".." }) { return "'..' cannot leave the config file's folder" }
        return nil
    }

    /// Whether the pattern matches the path (components relative to the config file's folder) or
    /// one of the folders it is in. Returns the number of components of the deepest match, so the
    /// most specific of several patterns can win; nil when nothing matches.
    public func deepestMatch(_ components: [Substring]) -> Int? {
        guard !components.isEmpty else { return nil }
        for length in stride(from: components.count, through: 1, by: -1) {
            let isFolder = length < components.count
            if foldersOnly, !isFolder { continue }
            if Glob.match(segments[...], components[..<length]) { return length }
        }
        return nil
    }

    public func matches(_ components: [Substring]) -> Bool { deepestMatch(components) != nil }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                if remaining.isEmpty { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(Array(first.unicodeScalars)[...], Array(component.unicodeScalars)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// fnmatch for one component: `*`, `?`, `[set]`, `[!set]`, `[a-z]`; `\` escapes the next character.
    private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex, n = name.startIndex
        var starP: Int?, starN = 0
        while n < name.endIndex {
            if p < pattern.endIndex {
                switch pattern[p] {
                case "*":
                    starP = p
                    starN = n
                    p += 1
                    continue
                case "?":
                    p += 1
                    n += 1
                    continue
                case "[":
                    if let (matched, end) = matchSet(pattern, at: p, name[n]), matched {
                        p = end
                        n += 1
                        continue
                    }
                case "\\" where p + 1 < pattern.endIndex:
                    if pattern[p + 1] == name[n] {
                        p += 2
                        n += 1
                        continue
                    }
                default:
                    if pattern[p] == name[n] {
                        p += 1
                        n += 1
                        continue
                    }
                }
            }
            guard let star = starP else { return false }
            p = star + 1
            starN += 1
            n = starN
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }

    /// Whether `character` is in the set starting at `start` (`[`), and the index after its `]`.
    private static func matchSet(_ pattern: ArraySlice<Unicode.Scalar>, at start: Int, _ character: Unicode.Scalar) -> (Bool, Int)? {
        var index = start + 1
        var negated = false
        if index < pattern.endIndex, pattern[index] == "!" || pattern[index] == "^" {
            negated = true
            index += 1
        }
        var matched = false
        var first = true
        while index < pattern.endIndex, pattern[index] != "]" || first {
            first = false
            let low = pattern[index]
            if index + 2 < pattern.endIndex, pattern[index + 1] == "-", pattern[index + 2] != "]" {
                if low.value <= character.value, character.value <= pattern[index + 2].value { matched = true }
                index += 3
            } else {
                if low == character { matched = true }
                index += 1
            }
        }
        guard index < pattern.endIndex else { return nil }
        return (matched != negated, index + 1)
    }
}
