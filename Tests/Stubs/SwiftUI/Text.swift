import StubAvailability

public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<T>(_ value: T) {}
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) {}
    }
}

public struct Text: View, Equatable, Sendable {
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    @available(iOS15) @available(macOS12)
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {}
    @available(iOS14) @available(macOS11)
    public init(_ date: Date, style: DateStyle) {}
    public init(_ image: Image) {}
    public var body: Never { fatalError() }

    public struct DateStyle: Sendable {
        public static let time = DateStyle()
        public static let date = DateStyle()
        public static let relative = DateStyle()
        public static let offset = DateStyle()
        public static let timer = DateStyle()
    }

    @available(iOS14) @available(macOS11)
    public enum Case: Sendable { case uppercase, lowercase }

    public func font(_ font: Font?) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func bold() -> Text { self }
    public func italic() -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
    @available(iOS17) @available(macOS14)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

public struct Font: Hashable, Sendable {
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title
        @available(iOS14) @available(macOS11) case title2
        @available(iOS14) @available(macOS11) case title3
        case headline, subheadline, body, callout, footnote, caption
        @available(iOS14) @available(macOS11) case caption2
        // Not synthesized for cases with an availability.
        public static var allCases: [TextStyle] { [] }
    }

    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight()
        public static let thin = Weight()
        public static let light = Weight()
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
        public static let heavy = Weight()
        public static let black = Weight()
    }

    @available(iOS16) @available(macOS13)
    public struct Width: Hashable, Sendable {
        public static let compressed = Width()
        public static let condensed = Width()
        public static let standard = Width()
        public static let expanded = Width()
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public static let largeTitle = Font()
    public static let title = Font()
    @available(iOS14) @available(macOS11) public static let title2 = Font()
    @available(iOS14) @available(macOS11) public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    @available(iOS14) @available(macOS11) public static let caption2 = Font()

    public static func system(_ style: TextStyle, design: Design = .default) -> Font { Font() }
    @available(iOS16) @available(macOS13)
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font { Font() }
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font { Font() }
    @available(iOS16) @available(macOS13)
    public static func system(size: CGFloat, weight: Weight? = nil, width: Width) -> Font { Font() }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font() }
    @available(iOS14) @available(macOS11)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { Font() }
    @available(iOS14) @available(macOS11)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }

    public func weight(_ weight: Weight) -> Font { self }
    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func monospacedDigit() -> Font { self }
    @available(iOS15) @available(macOS12)
    public func monospaced() -> Font { self }
}

public struct Image: View, Equatable, Sendable {
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {}
    public init(decorative name: String, bundle: Bundle? = nil) {}
    public init(systemName: String) {}
    public init(uiImage: UIImage) {}
    public var body: Never { fatalError() }

    public enum ResizingMode: Sendable { case tile, stretch }
    public enum Scale: Sendable { case small, medium, large }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    public enum TemplateRenderingMode: Sendable { case template, original }
}

@available(iOS15) @available(macOS12)
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)
    public var image: Image? { nil }
}

@available(iOS15) @available(macOS12)
public struct AsyncImage<Content: View>: View {
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {}
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {}
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {}
    public var body: Never { fatalError() }
}

public struct Transaction {
    public init() {}
}
