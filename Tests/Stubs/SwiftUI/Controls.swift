import StubAvailability

public struct Button<Label: View>: View {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    @available(iOS15) @available(macOS12)
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {}
    @available(iOS15) @available(macOS12)
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    @available(iOS17) @available(macOS14)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {}
    @available(iOS17) @available(macOS14)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {}
}

extension Button {
    @available(iOS26) @available(macOS26)
    public init(role: ButtonRole, action: @escaping () -> Void) where Label == EmptyView {}
}

@available(iOS15) @available(macOS12)
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
    @available(iOS26) @available(macOS26) public static let close = ButtonRole()
    @available(iOS26) @available(macOS26) public static let confirm = ButtonRole()
}

@available(iOS14) @available(macOS11)
public struct Label<Title: View, Icon: View>: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public var body: Never { fatalError() }
}

@available(iOS14) @available(macOS11)
extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
    public init(_ titleKey: LocalizedStringKey, image name: String) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {}
}

@available(iOS16) @available(macOS13)
public struct LabeledContent<Label: View, Content: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS16) @available(macOS13)
extension LabeledContent where Label == Text, Content == Text {
    public init(_ titleKey: LocalizedStringKey, value: String) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
}

@available(iOS16) @available(macOS13)
extension LabeledContent where Label == Text, Content: View {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

public struct Toggle<Label: View>: View {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

public struct TextField<Label: View>: View {
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
    @available(iOS16) @available(macOS13)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
}

public struct SecureField<Label: View>: View {
    public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

public struct Slider<Label: View, ValueLabel: View>: View {
    public var body: Never { fatalError() }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {}
}

public struct Stepper<Label: View>: View {
    public var body: Never { fatalError() }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {}
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {}
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {}
}

@available(iOS14) @available(macOS11)
public struct Link<Label: View>: View {
    public init(destination: URL, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

@available(iOS14) @available(macOS11)
extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {}
}

@available(iOS16) @available(macOS13)
public struct ShareLink<Label: View>: View {
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {}
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

@available(iOS16) @available(macOS13)
extension ShareLink where Label == DefaultShareLinkLabel {
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {}
    public init(item: String, subject: Text? = nil, message: Text? = nil) {}
}

@available(iOS16) @available(macOS13)
extension ShareLink where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {}
}

@available(iOS16) @available(macOS13)
public struct DefaultShareLinkLabel: View {
    public var body: Never { fatalError() }
}

@available(iOS14) @available(macOS11)
public struct Menu<Label: View, Content: View>: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

@available(iOS14) @available(macOS11)
extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

public struct NavigationLink<Label: View, Destination: View>: View {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    public init(destination: Destination, @ViewBuilder label: () -> Label) {}
    @available(iOS16) @available(macOS13)
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {}
    public var body: Never { fatalError() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {}
}

@available(iOS14) @available(macOS11)
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS14) @available(macOS11)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {}
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

@available(iOS14) @available(macOS11)
extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {}
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {}
}

// MARK: - Styles

public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

public struct ButtonStyleConfiguration {
    public struct Label: View {
        public var body: Never { fatalError() }
    }
    public let label: Label
    public let isPressed: Bool
}

public protocol PrimitiveButtonStyle {}

public struct PlainButtonStyle: ButtonStyle, PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

@available(iOS15) @available(macOS12)
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

@available(iOS15) @available(macOS12)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

extension ButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

@available(iOS15) @available(macOS12)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

@available(iOS15) @available(macOS12)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

public protocol ToggleStyle {}
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

@available(iOS15) @available(macOS12)
public struct ButtonToggleStyle: ToggleStyle { public init() {} }
@available(iOS15) @available(macOS12)
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

@available(iOS16) @available(macOS13)
public protocol FormStyle {}
@available(iOS16) @available(macOS13)
public struct GroupedFormStyle: FormStyle { public init() {} }
@available(iOS16) @available(macOS13)
extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

public protocol TextFieldStyle {}
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

public protocol ListStyle {}
public struct PlainListStyle: ListStyle { public init() {} }
extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

@available(iOS14) @available(macOS11)
public protocol LabelStyle {}
@available(iOS14) @available(macOS11)
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
@available(iOS14) @available(macOS11)
extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

@available(iOS14) @available(macOS11)
public protocol TabViewStyle {}
@available(iOS14) @available(macOS11)
public struct PageTabViewStyle: TabViewStyle {
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}
@available(iOS14) @available(macOS11)
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle() }
}
