// Signatures only: the MapKit API that the demo app uses (its SwiftUI `Map`).
@_exported import CoreLocation
import StubAvailability
import SwiftUI

public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
}

@available(iOS14) @available(macOS11)
public protocol MapAnnotationProtocol {}

@available(iOS14) @available(macOS11)
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: UnitPoint = .center, @ViewBuilder content: () -> Content) {}
}

@available(iOS14) @available(macOS11)
public struct Map<Content: View>: View {
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {}
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false) where Content == _DefaultMapContent {}
    public var body: Never { fatalError() }
}

@available(iOS14) @available(macOS11)
public struct _DefaultAnnotatedMapContent<Items>: View {
    public var body: Never { fatalError() }
}

@available(iOS14) @available(macOS11)
public struct _DefaultMapContent: View {
    public var body: Never { fatalError() }
}

@available(iOS14) @available(macOS11)
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1)
    public static let zoom = MapInteractionModes(rawValue: 2)
    public static let all: MapInteractionModes = [.pan, .zoom]
}
