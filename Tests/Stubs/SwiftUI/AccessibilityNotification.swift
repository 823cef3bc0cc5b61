// The Accessibility framework's notifications, which SwiftUI re-exports. Introduced in iOS 17 and
// macOS 14, but declared here without the stubs' availability domains: a fix posts them behind
// `if #available(iOS 17, macOS 14, *)` when the deployment target is older, and that check is one
// the domains cannot see (a disabled domain rejects every use, checked or not). a11yfix's own
// deployment-target check decides when the `#available` is needed.
public enum AccessibilityNotification {
    public struct Announcement: Sendable {
        public init(_ announcement: String) {}
        @MainActor public func post() {}
    }
}
