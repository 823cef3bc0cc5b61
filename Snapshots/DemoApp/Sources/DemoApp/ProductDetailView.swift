import SwiftUI

// MARK: - View model

@MainActor
final class ProductDetailViewModel: ObservableObject {
    @Published var product: Product
    @Published var selectedSize: String?
    @Published var quantity = 1
    @Published var isFavorite = false
    @Published var showsAddedToast = false
    @Published private(set) var isAdding = false

    init(product: Product = .sample) {
        self.product = product
    }

    var formattedPrice: String {
        product.price.formatted(.currency(code: product.currencyCode))
    }

    func addToCart() async {
        isAdding = true
        try? await Task.sleep(nanoseconds: 400_000_000)
        isAdding = false
        showsAddedToast = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
            self?.showsAddedToast = false
        }
    }
}

// MARK: - Product screen

struct ProductDetailView: View {
    @StateObject private var viewModel: ProductDetailViewModel
    @State private var imageIndex = 0
    @Environment(\.dismiss) private var dismiss
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    init(product: Product = .sample) {
        _viewModel = StateObject(wrappedValue: ProductDetailViewModel(product: product))
    }

    var body: some View {
        ZStack(alignment: .bottom) {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    carousel
                    info
                    sizePicker
                    Text(viewModel.product.description).font(.custom("Avenir", size: 15)).foregroundStyle(.secondary).padding(.horizontal)
                    reviewsLink
                }
                .padding(.bottom, 96)
            }

            addToCartBar

            if viewModel.showsAddedToast {
                ToastView(message: "Added to cart", systemImage: "cart.fill.badge.plus")
                    .padding(.bottom, 96)
                    .transition(reduceMotion ? .opacity : .move(edge: .bottom).combined(with: .opacity))
            }
        }
        .animation(.spring(response: 0.35), value: viewModel.showsAddedToast)
        .overlay(alignment: .topLeading) {
            Button { dismiss() } label: {
                Image("ic_close")
                    .padding(10)
                    .background(.thinMaterial, in: Circle())
            }
            .accessibilityLabel("Close") // [VERIFY]
            .padding()
        }
        .navigationTitle(viewModel.product.name)
    }

    private var carousel: some View {
        TabView(selection: $imageIndex) {
            ForEach(Array(viewModel.product.imageNames.enumerated()), id: \.offset) { index, name in
                Image(name).resizable().scaledToFill().tag(index)
            }
        }
        #if os(iOS)
        .tabViewStyle(.page(indexDisplayMode: .always))
        #endif
        .frame(height: 360)
        .overlay(alignment: .topTrailing) {
            HStack(spacing: 12) {
                Button { viewModel.isFavorite.toggle() } label: {
                    Image(systemName: viewModel.isFavorite ? "heart.fill" : "heart")
                        .foregroundStyle(viewModel.isFavorite ? .red : .primary)
                        .padding(10)
                        .background(.thinMaterial, in: Circle())
                }
                .accessibilityLabel(viewModel.isFavorite ? "Remove from Favorites" : "Add to Favorites")

                Button(action: share) {
                    Label("Share", systemImage: "square.and.arrow.up")
                        .labelStyle(.iconOnly)
                        .padding(10)
                        .background(.thinMaterial, in: Circle())
                }
            }
            .font(.title3)
            .padding()
        }
    }

    private var info: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(viewModel.product.brand.uppercased())
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            Text(viewModel.product.name)
                .font(.custom("Avenir-Heavy", size: 20))
            HStack(spacing: 6) {
                RatingView(rating: viewModel.product.rating)
                    .accessibilityLabel(Text("Rated \(viewModel.product.rating, specifier: "%.1f") out of 5"))
                Text("(\(viewModel.product.reviewCount))").font(.footnote).foregroundStyle(.secondary)
            }
            Text(viewModel.formattedPrice)
                .font(Theme.Fonts.price)
            HStack(spacing: 8) {
                Image("icon_delivery_truck")
                    .resizable()
                    .accessibilityHidden(true)
                    .frame(width: 24, height: 24)
                Text("Free delivery by Friday")
                    .font(.subheadline)
            }
            if viewModel.product.stock < 5 {
                Label("Only \(viewModel.product.stock) left", systemImage: "flame")
                    .font(.footnote.weight(.medium))
                    .foregroundStyle(.orange)
            }
        }
        .padding(.horizontal)
    }

    private var sizePicker: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Size").font(.headline)
            Picker("Size", selection: $viewModel.selectedSize) {
                ForEach(viewModel.product.sizes, id: \.self) { size in
                    Text(size).tag(Optional(size))
                }
            }
            .pickerStyle(.segmented)
            .labelsHidden()
        }
        .padding(.horizontal)
    }

    private var reviewsLink: some View {
        NavigationLink {
            Text("Reviews").navigationTitle("Reviews")
        } label: {
            HStack {
                Text("Reviews")
                Spacer()
                Text("\(viewModel.product.reviewCount)").foregroundStyle(.secondary)
                Image(systemName: "chevron.right")
                    .accessibilityHidden(true)
            }
            .padding(.horizontal)
        }
        .buttonStyle(.plain)
    }

    private var addToCartBar: some View {
        HStack(spacing: 16) {
            Stepper("Qty \(viewModel.quantity)", value: $viewModel.quantity, in: 1...10)
                .fixedSize()
            Button {
                Task { await viewModel.addToCart() }
            } label: {
                Text("Add to Cart")
            }
            .buttonStyle(.primary)
            .disabled(viewModel.selectedSize == nil || viewModel.isAdding)
        }
        .padding()
        .background(.bar)
    }

    private func share() {
        // Hands off to UIActivityViewController via the share coordinator.
    }
}

// MARK: - Toast

private struct ToastView: View {
    let message: String
    let systemImage: String

    var body: some View {
        Label(message, systemImage: systemImage)
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(.regularMaterial, in: Capsule())
    }
}

#Preview {
    NavigationStack {
        ProductDetailView()
    }
}
