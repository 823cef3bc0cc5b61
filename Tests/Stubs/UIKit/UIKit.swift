// Signatures only: the UIKit API that the demo app and a11yfix's fixes use, grown from swiftc's
// errors (docs/testing.md). Bodies are trivial; nothing here runs.
@_exported import AppleFoundation
@_exported import ObjectiveC
import StubAvailability

open class UIResponder: NSObject {}

public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    @available(iOS17) public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 12)
}

// The informal UIAccessibility protocol: every NSObject answers it. Not `@objc` (bridging Bool needs
// an Objective-C runtime), so a subclass cannot override these here.
extension NSObject {
    public var isAccessibilityElement: Bool { get { false } set {} }
    public var accessibilityLabel: String? { get { nil } set {} }
    public var accessibilityHint: String? { get { nil } set {} }
    public var accessibilityValue: String? { get { nil } set {} }
    public var accessibilityIdentifier: String? { get { nil } set {} }
    public var accessibilityTraits: UIAccessibilityTraits { get { [] } set {} }
    public var accessibilityElementsHidden: Bool { get { false } set {} }
    public var accessibilityViewIsModal: Bool { get { false } set {} }
    public var accessibilityElements: [Any]? { get { nil } set {} }
}

public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }

    public struct Notification: Sendable {
        public static let announcement = Notification()
    }

    @MainActor public static func post(notification: Notification, argument: Any?) {}
}

// MARK: - Geometry

public struct UIEdgeInsets: Equatable, Sendable {
    public var top, left, bottom, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public struct CGAffineTransform: Equatable, Sendable {
    public init(scaleX sx: CGFloat, y sy: CGFloat) {}
    public init(translationX tx: CGFloat, y ty: CGFloat) {}
    public static let identity = CGAffineTransform(scaleX: 1, y: 1)
}

// MARK: - Fonts, colours, images

open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: Hashable, Sendable {
        public init(_ rawValue: CGFloat) {}
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    public struct TextStyle: Hashable, Sendable {
        public init(rawValue: String) {}
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    public init?(name fontName: String, size fontSize: CGFloat) {}
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { fatalError() }
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { fatalError() }
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
}

open class UIFontMetrics: NSObject {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    open class var `default`: UIFontMetrics { fatalError() }
    open func scaledFont(for font: UIFont) -> UIFont { font }
}

open class UIColor: NSObject, @unchecked Sendable {
    public init?(named name: String) {}
    open class var black: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var systemBlue: UIColor { fatalError() }
    open class var label: UIColor { fatalError() }
    open class var secondaryLabel: UIColor { fatalError() }
    open class var systemBackground: UIColor { fatalError() }
    open class var secondarySystemFill: UIColor { fatalError() }
    open var cgColor: CGColor { fatalError() }
}

open class CGColor {}

open class UIImage: NSObject, @unchecked Sendable {
    public override init() {}
    public init?(named name: String) {}
    public init?(systemName name: String) {}
}

// MARK: - Views

open class CALayer: NSObject {
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
}

public enum UIViewContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
}

public struct UIControlState: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = UIControlState([])
    public static let highlighted = UIControlState(rawValue: 1)
    public static let disabled = UIControlState(rawValue: 2)
    public static let selected = UIControlState(rawValue: 4)
}

public struct UIControlEvents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = UIControlEvents(rawValue: 1 << 6)
    public static let valueChanged = UIControlEvents(rawValue: 1 << 12)
    public static let primaryActionTriggered = UIControlEvents(rawValue: 1 << 13)
}

public struct UIViewAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let curveEaseInOut = UIViewAnimationOptions([])
    public static let curveEaseIn = UIViewAnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = UIViewAnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = UIViewAnimationOptions(rawValue: 3 << 16)
    public static let repeatAnimation = UIViewAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = UIViewAnimationOptions(rawValue: 1 << 4)
    public static let allowUserInteraction = UIViewAnimationOptions(rawValue: 1 << 1)
    public static let transitionFlipFromLeft = UIViewAnimationOptions(rawValue: 1 << 20)
    public static let transitionCurlUp = UIViewAnimationOptions(rawValue: 3 << 20)
    public static let transitionCrossDissolve = UIViewAnimationOptions(rawValue: 5 << 20)
}

open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
}

open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

open class NSLayoutConstraint: NSObject {
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    open var isActive = false
    open var constant: CGFloat = 0
}

open class UILayoutGuide: NSObject {
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
}

open class UIGestureRecognizer: NSObject {
    public init(target: Any?, action: Selector?) {}
    open var cancelsTouchesInView = true
}

open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

open class UIView: UIResponder {
    public typealias ContentMode = UIViewContentMode
    public typealias AnimationOptions = UIViewAnimationOptions

    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() { self.init(frame: .zero) }

    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var contentMode: ContentMode = .scaleToFill
    open var transform: CGAffineTransform = .identity
    open var translatesAutoresizingMaskIntoConstraints = true
    open var layer: CALayer { fatalError() }
    open var layoutMarginsGuide: UILayoutGuide { fatalError() }
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }

    open func addSubview(_ view: UIView) {}
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    open func endEditing(_ force: Bool) -> Bool { true }
    open func layoutSubviews() {}
    open func layoutIfNeeded() {}

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    open class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
}

open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
}

open class UISwitch: UIControl {
    open var isOn = false
}

open class UIImageView: UIView {
    public init(image: UIImage?) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public convenience init() { self.init(image: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var image: UIImage?
}

public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var adjustsFontForContentSizeCategory = false
}

open class UITextField: UIControl {
    open var text: String?
    open var font: UIFont?
    open var placeholder: String?
    open var adjustsFontForContentSizeCategory = false
}

open class UITextView: UIView {
    open var text: String!
    open var font: UIFont?
    open var isEditable = true
    open var adjustsFontForContentSizeCategory = false
}

open class UIControl: UIView {
    public typealias State = UIControlState
    public typealias Event = UIControlEvents
    open var isEnabled = true
    open var isSelected = false
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
    @available(iOS14)
    open func addAction(_ action: UIAction, for controlEvents: Event) {}
}

public enum UIButtonType: Int, Sendable { case custom, system, detailDisclosure, close }

open class UIButton: UIControl {
    public typealias ButtonType = UIButtonType

    @available(iOS15)
    public struct Configuration {
        public static func plain() -> Configuration { Configuration() }
        public static func filled() -> Configuration { Configuration() }
        public static func tinted() -> Configuration { Configuration() }
        public static func gray() -> Configuration { Configuration() }
        public var image: UIImage?
        public var title: String?
    }

    public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }
    @available(iOS15)
    public convenience init(configuration: Configuration, primaryAction: UIAction?) { self.init(frame: .zero) }
    @available(iOS14)
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) { self.init(frame: .zero) }

    open var titleLabel: UILabel? { nil }
    open var imageView: UIImageView? { nil }
    open var contentEdgeInsets: UIEdgeInsets = .zero
    @available(iOS15)
    open var configuration: Configuration?
    open func setTitle(_ title: String?, for state: State) {}
    open func setTitleColor(_ color: UIColor?, for state: State) {}
    open func setImage(_ image: UIImage?, for state: State) {}
}

public enum UILayoutConstraintAxis: Int, Sendable { case horizontal, vertical }

public enum UIStackViewAlignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }

open class UIStackView: UIView {
    public typealias Alignment = UIStackViewAlignment
    public init(arrangedSubviews views: [UIView]) { super.init(frame: .zero) }
    public required init(coder: NSCoder) { super.init(frame: .zero) }
    open var axis: UILayoutConstraintAxis = .horizontal
    open var spacing: CGFloat = 0
    open var alignment: Alignment = .fill
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
}

@available(iOS14)
open class UIAction: NSObject {
    public convenience init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) { self.init() }
}

open class UIBarButtonItem: NSObject {
    public enum Style: Int, Sendable { case plain, done }
    public enum SystemItem: Int, Sendable { case done, cancel, edit, save, add, close }
    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {}
    public init(title: String?, style: Style, target: Any?, action: Selector?) {}
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {}
    open var image: UIImage?
    open var title: String?
    open var target: AnyObject?
    open var action: Selector?
}

open class UINavigationItem: NSObject {
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
    open var titleView: UIView?
}

open class UITableViewHeaderFooterView: UIView {}

open class UIViewController: UIResponder {
    open var view: UIView!
    open var title: String?
    open var navigationItem: UINavigationItem { fatalError() }
    open func viewDidLoad() {}
    open func viewDidAppear(_ animated: Bool) {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
}

public enum UITableViewCellStyle: Int, Sendable { case `default`, value1, value2, subtitle }

open class UITableViewCell: UIView {
    public typealias CellStyle = UITableViewCellStyle
    public init(style: CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var textLabel: UILabel? { nil }
    open var detailTextLabel: UILabel? { nil }
}

open class UITableView: UIView {}

open class UITableViewController: UIViewController {
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
}

open class UIPasteboard: NSObject {
    open class var general: UIPasteboard { fatalError() }
    open var string: String?
}

public struct UITextContentType: Hashable, Sendable {
    public init(rawValue: String) {}
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}

public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
}
