import SwiftUI
import MapKit

// MARK: - View model

@MainActor
final class NearbyViewModel: ObservableObject {
    static let downtown = CLLocationCoordinate2D(latitude: 37.7880, longitude: -122.4075)

    @Published var region = MKCoordinateRegion(
        center: NearbyViewModel.downtown,
        span: MKCoordinateSpan(latitudeDelta: 0.06, longitudeDelta: 0.06)
    )
    @Published var places: [Place] = Place.samples
    @Published var query = ""
    @Published var selectedCategory: PlaceCategory?
    @Published var selectedPlace: Place?

    var visiblePlaces: [Place] {
        places.filter { place in
            (selectedCategory == nil || place.category == selectedCategory)
                && (query.isEmpty || place.name.localizedCaseInsensitiveContains(query))
        }
    }

    func recenter() {
        region.center = Self.downtown
    }

    func zoomIn() {
        region.span.latitudeDelta /= 2
        region.span.longitudeDelta /= 2
    }
}

// MARK: - Map screen

struct MapView: View {
    @StateObject private var viewModel = NearbyViewModel()
    @State private var showsFilters = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        ZStack(alignment: .top) {
            Map(coordinateRegion: $viewModel.region, showsUserLocation: true, annotationItems: viewModel.visiblePlaces) { place in
                MapAnnotation(coordinate: place.coordinate) {
                    PlacePin(place: place, isSelected: viewModel.selectedPlace == place)
                        .onTapGesture { viewModel.selectedPlace = place }
                }
            }
            .ignoresSafeArea()

            VStack(spacing: 12) {
                searchBar
                if showsFilters {
                    categoryChips
                }
            }
            .padding()

            VStack {
                Spacer()
                HStack {
                    Spacer()
                    mapControls
                }
                if let place = viewModel.selectedPlace {
                    PlaceCard(place: place) { viewModel.selectedPlace = nil }
                        .transition(reduceMotion ? .opacity : .move(edge: .bottom).combined(with: .opacity))
                }
            }
            .padding()
        }
        .animation(reduceMotion ? nil : .spring(), value: viewModel.selectedPlace)
    }

    private var searchBar: some View {
        HStack(spacing: 8) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(.secondary)
                .accessibilityHidden(true)
            TextField("Search nearby", text: $viewModel.query)
                .textFieldStyle(.plain)
                .submitLabel(.search)
            if !viewModel.query.isEmpty {
                Button { viewModel.query = "" } label: {
                    Image(systemName: "xmark.circle.fill")
                        .foregroundStyle(.secondary)
                }
                .accessibilityLabel("Clear") // [VERIFY]
            }
        }
        .padding(10)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: Theme.Radius.card))
    }

    private var categoryChips: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack {
                ForEach(PlaceCategory.allCases) { category in
                    CategoryChip(category: category, isSelected: viewModel.selectedCategory == category) {
                        viewModel.selectedCategory = viewModel.selectedCategory == category ? nil : category
                    }
                }
            }
        }
    }

    private var mapControls: some View {
        VStack(spacing: 0) {
            Button {
                viewModel.recenter()
            } label: {
                Image(systemName: "location.fill")
                    .frame(width: 44, height: 44)
            }
            .accessibilityLabel("Recenter") // [VERIFY]
            Divider().frame(width: 44)
            #if os(iOS)
            Button { showsFilters.toggle() } label: {
                Image(systemName: "line.3.horizontal.decrease.circle")
                    .frame(width: 44, height: 44)
            }
            .accessibilityLabel("Filters")
            Divider().frame(width: 44)
            #endif
            Button(action: viewModel.zoomIn) {
                Image(systemName: "plus").frame(width: 32, height: 32)
            }
            .accessibilityLabel("Zoom in") // [VERIFY]
        }
        .font(.system(size: 18, weight: .medium))
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 10))
    }
}

// MARK: - Pin

private struct PlacePin: View {
    let place: Place
    let isSelected: Bool
    @State private var pulse = false

    var body: some View {
        ZStack {
            if isSelected {
                Circle()
                    .stroke(Color.accentColor, lineWidth: 2)
                    .scaleEffect(pulse ? 1.8 : 1)
                    .opacity(pulse ? 0 : 1)
                    .onAppear {
                        withAnimation(.easeOut(duration: 1.2).repeatForever(autoreverses: false)) {
                            pulse = true
                        }
                    }
            }
            Image(systemName: place.category.symbolName)
                .font(.system(size: 14, weight: .bold))
                .foregroundStyle(.white)
                .frame(width: 30, height: 30)
                .background(Circle().fill(place.isOpen ? Color.green : Color.gray))
        }
    }
}

#if DEBUG
struct MapView_Previews: PreviewProvider {
    static var previews: some View {
        MapView()
    }
}
#endif
