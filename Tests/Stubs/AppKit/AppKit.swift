// Signatures only: the AppKit API that the rules' whole-file examples and a11yfix's fixes use.
@_exported import AppleFoundation
@_exported import ObjectiveC
import StubAvailability

open class NSWorkspace: NSObject {
    open class var shared: NSWorkspace { fatalError() }
    @discardableResult open func open(_ url: URL) -> Bool { true }
    open var accessibilityDisplayShouldReduceMotion: Bool { false }
}

/// Views, windows and constraints animate through their `animator()` proxy.
public protocol NSAnimatablePropertyContainer: AnyObject {}

extension NSAnimatablePropertyContainer {
    public func animator() -> Self { self }
}

open class NSAnimationContext: NSObject {
    open class func runAnimationGroup(_ changes: (NSAnimationContext) -> Void, completionHandler: (() -> Void)? = nil) {}
    open var duration: TimeInterval = 0.25
    open var allowsImplicitAnimation = false
}

open class NSEvent: NSObject {
    open var locationInWindow: NSPoint { .zero }
    open var clickCount: Int { 1 }
}

open class NSResponder: NSObject {
    open func mouseDown(with event: NSEvent) {}
    open func mouseUp(with event: NSEvent) {}
    open func mouseDragged(with event: NSEvent) {}
}

open class NSWindow: NSResponder, NSAnimatablePropertyContainer {
    open func setFrame(_ frameRect: NSRect, display flag: Bool) {}
    open func setFrameOrigin(_ point: NSPoint) {}
}

open class NSPanel: NSWindow {}

open class NSView: NSResponder, NSAnimatablePropertyContainer {
    public override init() {}
    open var frame: NSRect = .zero
    open var alphaValue: CGFloat = 1
    open var isHidden = false
    open func setFrameOrigin(_ newOrigin: NSPoint) {}
    open func scroll(_ point: NSPoint) {}
}

open class NSLayoutConstraint: NSObject, NSAnimatablePropertyContainer {
    open var constant: CGFloat = 0
}

open class NSWindowController: NSResponder {
    open var window: NSWindow?
}

open class NSViewController: NSResponder {
    open var view: NSView = NSView()
    open func viewDidLoad() {}
}

open class NSControl: NSView {
    open var font: NSFont?
    open var stringValue = ""
}

open class NSTextField: NSControl {
    public convenience init(labelWithString stringValue: String) { self.init() }
}

open class NSTextView: NSView {
    open var font: NSFont?
}

open class NSSplitViewItem: NSObject, NSAnimatablePropertyContainer {
    open var isCollapsed = false
}

open class NSSplitViewController: NSViewController {
    open var splitViewItems: [NSSplitViewItem] = []
}

open class NSApplication: NSObject {
    open class var shared: NSApplication { fatalError() }
    open var mainWindow: NSWindow? { nil }
}

public var NSApp: NSApplication! { NSApplication.shared }

public enum NSAccessibilityPriorityLevel: Int, Sendable {
    case low = 10, medium = 50, high = 90
}

public enum NSAccessibility {
    public struct Notification: Sendable {
        public static let announcementRequested = Notification()
    }
    public struct NotificationUserInfoKey: Hashable, Sendable {
        public static let announcement = NotificationUserInfoKey()
        public static let priority = NotificationUserInfoKey()
    }
    public static func post(element: Any, notification: Notification, userInfo: [NotificationUserInfoKey: Any]?) {}
}

open class NSFont: NSObject, @unchecked Sendable {
    public struct Weight: Hashable, Sendable {
        public init(_ rawValue: CGFloat) {}
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
    }

    public init?(name fontName: String, size fontSize: CGFloat) {}
    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont { fatalError() }
}

open class NSColor: NSObject, @unchecked Sendable {
    open class var systemYellow: NSColor { fatalError() }
}

open class NSImage: NSObject, @unchecked Sendable {
    public init?(named name: String) {}
    public init?(systemSymbolName name: String, accessibilityDescription description: String?) {}
}
