// Linux has no Objective-C runtime; type-checking with `-enable-objc-interop` accepts `@objc`, and
// `#selector` then looks for this module's `Selector`.
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
    public init(_ name: String) {}
    public init(stringLiteral value: String) {}
}
