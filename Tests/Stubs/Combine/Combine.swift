// Signatures only: what the code a11yfix is tested on uses of Combine (SwiftUI re-exports it).

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

public final class ObservableObjectPublisher {
    public init() {}
    public func send() {}
}

@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) { storage = wrappedValue }
    private var storage: Value
    public var wrappedValue: Value {
        get { storage }
        set { storage = newValue }
    }
    public var projectedValue: Published<Value> {
        get { self }
        set { self = newValue }
    }
}
