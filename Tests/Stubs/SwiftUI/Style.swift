import StubAvailability

public protocol ShapeStyle: Sendable {}

public struct Color: View, ShapeStyle, Hashable {
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(white: Double, opacity: Double = 1) {}
    public var body: Never { fatalError() }
    public func opacity(_ opacity: Double) -> Color { self }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(white: 0.5)
    public static let red = Color(white: 0)
    public static let orange = Color(white: 0)
    public static let yellow = Color(white: 0)
    public static let green = Color(white: 0)
    public static let blue = Color(white: 0)
    public static let clear = Color(white: 0)
    public static let primary = Color(white: 0)
    public static let secondary = Color(white: 0)
    public static var accentColor: Color { Color(white: 0) }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var blue: Color { .blue }
    public static var clear: Color { .clear }
}

@available(iOS15) @available(macOS12)
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    @available(iOS15) @available(macOS12) public static let tertiary = HierarchicalShapeStyle()
    @available(iOS15) @available(macOS12) public static let quaternary = HierarchicalShapeStyle()
}

@available(iOS15) @available(macOS12)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    @available(iOS15) @available(macOS12) public static var tertiary: HierarchicalShapeStyle { .tertiary }
    @available(iOS15) @available(macOS12) public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

@available(iOS15) @available(macOS12)
public struct TintShapeStyle: ShapeStyle {}

@available(iOS15) @available(macOS12)
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

@available(iOS15) @available(macOS12)
public struct BackgroundStyle: ShapeStyle {}

@available(iOS15) @available(macOS12)
extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

@available(iOS15) @available(macOS12)
public struct Material: ShapeStyle {
    public static let regular = Material()
    public static let thin = Material()
    public static let ultraThin = Material()
    public static let bar = Material()
}

@available(iOS15) @available(macOS12)
extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { .regular }
    public static var thinMaterial: Material { .thin }
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var bar: Material { .bar }
}

extension ShapeStyle {
    @available(iOS15) @available(macOS12)
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

// MARK: - Shapes

public struct Path {}

public protocol Shape: Sendable, View {
    func path(in rect: CGRect) -> Path
}

public protocol InsettableShape: Shape {}

extension Shape {
    public func path(in rect: CGRect) -> Path { Path() }
    public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle()) -> some View { self }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S = Color.primary, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { self }
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { self }
}

public struct FillStyle {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

public enum RoundedCornerStyle: Sendable { case circular, continuous }

public struct Circle: InsettableShape {
    public init() {}
    public var body: Never { fatalError() }
}

public struct Capsule: InsettableShape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public var body: Never { fatalError() }
}

public struct Rectangle: InsettableShape {
    public init() {}
    public var body: Never { fatalError() }
}

public struct RoundedRectangle: InsettableShape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public var body: Never { fatalError() }
}

extension Shape where Self == Circle {
    @available(iOS17) @available(macOS14) public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    @available(iOS17) @available(macOS14) public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Rectangle {
    @available(iOS17) @available(macOS14) public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    @available(iOS17) @available(macOS14)
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

// MARK: - Geometry

public enum Axis: Sendable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

public struct EdgeInsets: Equatable, Sendable {
    public var top, leading, bottom, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment()
    public static let lastTextBaseline = VerticalAlignment()
}

public struct Alignment: Equatable, Sendable {
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {}
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

public struct UnitPoint: Hashable, Sendable {
    public init(x: CGFloat, y: CGFloat) {}
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

public struct Angle: Sendable {
    public init(degrees: Double) {}
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
}

public enum ContentMode: Sendable { case fit, fill }

public enum ColorScheme: Sendable { case light, dark }

// MARK: - Animation

public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static let linear = Animation()
    public static let easeIn = Animation()
    public static let easeOut = Animation()
    public static let easeInOut = Animation()
    public static func linear(duration: Double) -> Animation { Animation() }
    public static func easeIn(duration: Double) -> Animation { Animation() }
    public static func easeOut(duration: Double) -> Animation { Animation() }
    public static func easeInOut(duration: Double) -> Animation { Animation() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { Animation() }
    @available(iOS17) @available(macOS14) public static var bouncy: Animation { Animation() }
    @available(iOS17) @available(macOS14) public static var snappy: Animation { Animation() }
    @available(iOS17) @available(macOS14) public static var smooth: Animation { Animation() }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func delay(_ delay: Double) -> Animation { self }
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

@available(iOS17) @available(macOS14)
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result { try body() }

@available(iOS17) @available(macOS14)
public struct AnimationCompletionCriteria: Hashable, Sendable {
    public static let logicallyComplete = AnimationCompletionCriteria()
    public static let removed = AnimationCompletionCriteria()
}

@available(iOS17) @available(macOS14)
public protocol Transition {}

@available(iOS17) @available(macOS14)
public struct BlurReplaceTransition: Transition {
    public struct Configuration: Sendable {
        public static let downUp = Configuration()
        public static let upUp = Configuration()
    }
    public init(configuration: Configuration = .downUp) {}
}

@available(iOS17) @available(macOS14)
public struct PushTransition: Transition {
    public init(edge: Edge) {}
}

@available(iOS17) @available(macOS14)
extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}

@available(iOS17) @available(macOS14)
extension Transition where Self == PushTransition {
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

public struct AnyTransition: Sendable {
    @available(iOS17) @available(macOS14)
    public init<T: Transition>(_ transition: T) {}
    private init() {}
    public static let identity = AnyTransition()
    public static let opacity = AnyTransition()
    public static let slide = AnyTransition()
    public static let scale = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
