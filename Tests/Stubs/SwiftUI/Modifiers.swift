import StubAvailability

// Every modifier returns `some View`: which wrapper SwiftUI returns matters to no caller here.
extension View {
    // Layout
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    public func padding(_ length: CGFloat) -> some View { self }
    public func padding(_ insets: EdgeInsets) -> some View { self }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    public func fixedSize() -> some View { self }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func offset(_ offset: CGSize) -> some View { self }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    public func scaledToFit() -> some View { self }
    public func scaledToFill() -> some View { self }
    public func layoutPriority(_ value: Double) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View { self }
    public func zIndex(_ value: Double) -> some View { self }
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    public func tag<V: Hashable>(_ tag: V) -> some View { self }

    // Drawing
    public func font(_ font: Font?) -> some View { self }
    public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    public func foregroundColor(_ color: Color?) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { self }
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { self }
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    public func opacity(_ opacity: Double) -> some View { self }
    public func tint(_ tint: Color?) -> some View { self }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
    public func clipped(antialiased: Bool = false) -> some View { self }
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    public func hidden() -> some View { self }
    public func disabled(_ disabled: Bool) -> some View { self }
    public func imageScale(_ scale: Image.Scale) -> some View { self }
    public func lineLimit(_ number: Int?) -> some View { self }
    @available(iOS16) @available(macOS13)
    public func lineLimit<R: RangeExpression>(_ limits: R) -> some View where R.Bound == Int { self }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func textCase(_ textCase: Text.Case?) -> some View { self }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }
    @available(iOS15) @available(macOS12)
    public func monospacedDigit() -> some View { self }

    // Animation
    public func animation(_ animation: Animation?) -> some View { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func transition(_ transition: AnyTransition) -> some View { self }
    @available(iOS17) @available(macOS14) @_disfavoredOverload
    public func transition<T: Transition>(_ transition: T) -> some View { self }

    // Events
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
    @available(iOS17) @available(macOS14)
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    @available(iOS17) @available(macOS14)
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }
    public func gesture<G>(_ gesture: G) -> some View { self }

    // Presentation and navigation
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    @available(iOS14) @available(macOS11) @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { self }
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func badge(_ count: Int) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func badge(_ label: Text?) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View { self }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
    @available(iOS17) @available(macOS14)
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { self }

    // Styles
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
    @_disfavoredOverload
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
    public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
    public func labelsHidden() -> some View { self }
    @available(iOS16) @available(macOS13)
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View { self }
    @available(iOS15) @available(macOS12) @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View { self }
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
    @available(iOS15) @available(macOS13)
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
}

extension View {
    // Accessibility, iOS 13 (deprecated since iOS 14)
    @available(*, deprecated, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> some View { self }
    @available(*, deprecated, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> some View { self }
    @available(*, deprecated, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> some View { self }
    @available(*, deprecated, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> some View { self }
    @available(*, deprecated, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }
    @available(*, deprecated, renamed: "accessibilityRemoveTraits(_:)")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { self }
    @available(*, deprecated, renamed: "accessibilityIdentifier(_:)")
    public func accessibility(identifier: String) -> some View { self }
    @available(*, deprecated, renamed: "accessibilitySortPriority(_:)")
    public func accessibility(sortPriority: Double) -> some View { self }
    @available(*, deprecated, renamed: "accessibilityInputLabels(_:)")
    public func accessibility(inputLabels: [Text]) -> some View { self }
    @available(*, deprecated, renamed: "accessibilityActivationPoint(_:)")
    public func accessibility(activationPoint: UnitPoint) -> some View { self }
    @available(*, deprecated, message: "no replacement")
    public func accessibility(selectionIdentifier: AnyHashable) -> some View { self }

    // Accessibility, iOS 14 and later
    @available(iOS14) @available(macOS11)
    public func accessibilityLabel(_ label: Text) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    @available(iOS14) @available(macOS11) @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func accessibilityHint(_ hint: Text) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
    @available(iOS14) @available(macOS11) @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func accessibilityValue(_ value: Text) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    @available(iOS14) @available(macOS11) @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    @available(iOS14) @available(macOS11) @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
    @available(iOS15) @available(macOS12)
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    @available(iOS14) @available(macOS11)
    public func help(_ text: Text) -> some View { self }
    @available(iOS14) @available(macOS11) @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }
}

public struct AccessibilityTraits: SetAlgebra, Sendable {
    private var bits: Set<Int>
    private init(bit: Int) { bits = [bit] }
    public init() { bits = [] }
    public static let isButton = AccessibilityTraits(bit: 0)
    public static let isHeader = AccessibilityTraits(bit: 1)
    public static let isSelected = AccessibilityTraits(bit: 2)
    public static let isLink = AccessibilityTraits(bit: 3)
    public static let isSearchField = AccessibilityTraits(bit: 4)
    public static let isImage = AccessibilityTraits(bit: 5)
    public static let playsSound = AccessibilityTraits(bit: 6)
    public static let isKeyboardKey = AccessibilityTraits(bit: 7)
    public static let isStaticText = AccessibilityTraits(bit: 8)
    public static let isSummaryElement = AccessibilityTraits(bit: 9)
    public static let updatesFrequently = AccessibilityTraits(bit: 10)
    public static let startsMediaSession = AccessibilityTraits(bit: 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bit: 12)
    public static let causesPageTurn = AccessibilityTraits(bit: 13)
    public static let isModal = AccessibilityTraits(bit: 14)
    @available(iOS17) @available(macOS14)
    public static let isToggle = AccessibilityTraits(bit: 15)
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits.union(other.bits)) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits.intersection(other.bits)) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits.symmetricDifference(other.bits)) }
    public func contains(_ member: AccessibilityTraits) -> Bool { member.bits.isSubset(of: bits) }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { bits.formUnion(newMember.bits); return (true, newMember) }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { bits.subtract(member.bits); return member }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { bits.formUnion(newMember.bits); return nil }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits.formUnion(other.bits) }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits.formIntersection(other.bits) }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits.formSymmetricDifference(other.bits) }
    private init(bits: Set<Int>) { self.bits = bits }
}

public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
}

public enum AccessibilityAdjustmentDirection: Sendable { case increment, decrement }

/// A gesture value and the closures that follow it.
public protocol Gesture {
    associatedtype Value
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
}

public struct DragGesture: Gesture {
    public struct Value: Sendable {
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
    }
    public init(minimumDistance: CGFloat = 10) {}
}

public struct AccessibilityActionKind: Equatable, Sendable {
    public static let `default` = AccessibilityActionKind()
    public static let escape = AccessibilityActionKind()
    public static let magicTap = AccessibilityActionKind()
}

public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let all = SafeAreaRegions(rawValue: 3)
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
}

public enum VerticalEdge: Int8, Sendable {
    case top, bottom

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }

@available(iOS15) @available(macOS12)
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

@available(iOS15) @available(macOS12)
public struct SubmitLabel: Sendable {
    public static let done = SubmitLabel()
    public static let go = SubmitLabel()
    public static let send = SubmitLabel()
    public static let join = SubmitLabel()
    public static let route = SubmitLabel()
    public static let search = SubmitLabel()
    public static let `return` = SubmitLabel()
    public static let next = SubmitLabel()
    public static let `continue` = SubmitLabel()
}

@available(iOS15) @available(macOS12)
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
    public static let characters = TextInputAutocapitalization()
}

public struct NavigationBarItem {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

// MARK: - Toolbars

public protocol ToolbarContent {}

@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> {
        TupleToolbarContent()
    }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
}

public struct TupleToolbarContent<T>: ToolbarContent {}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {}

@available(iOS14) @available(macOS11)
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {}
}

public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let secondaryAction = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let destructiveAction = ToolbarItemPlacement()
    public static let navigation = ToolbarItemPlacement()
    public static let bottomBar = ToolbarItemPlacement()
    public static let keyboard = ToolbarItemPlacement()
}

// MARK: - Apps and previews

public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor static var previews: Previews { get }
}

@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor func body(content: Content) -> Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> some View { self }
}
