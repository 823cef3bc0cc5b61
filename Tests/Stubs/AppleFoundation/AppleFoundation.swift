// The Foundation API that Apple's Foundation has and Linux's (swift-corelibs-foundation) lacks,
// for the code a11yfix is tested on; UIKit and SwiftUI re-export it as Apple's do Foundation.
@_exported import Foundation

extension Measurement where UnitType: Dimension {
    public struct FormatStyle: Foundation.FormatStyle {
        public enum UnitWidth: Codable, Hashable, Sendable { case wide, abbreviated, narrow }
        public var width: UnitWidth
        public func format(_ value: Measurement<UnitType>) -> String { "" }
    }

    public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        format.format(self)
    }
}

extension FormatStyle {
    public static func measurement<UnitType: Dimension>(width: Measurement<UnitType>.FormatStyle.UnitWidth) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width)
    }
}

// `String(localized: "Share")`: Apple's takes a `String.LocalizationValue`, which a literal makes.
extension String {
    public init(localized keyAndValue: StaticString, comment: StaticString? = nil) { self = "\(keyAndValue)" }
}
