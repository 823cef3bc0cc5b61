import Foundation
import CoreLocation

// MARK: - Users

struct User: Identifiable, Hashable, Codable {
    let id: UUID
    var displayName: String
    var handle: String
    var avatarURL: URL?
    var bio: String
    var isVerified: Bool
    var followerCount: Int
    var followingCount: Int
    var postCount: Int
}

// MARK: - Feed

struct Post: Identifiable, Hashable {
    let id: UUID
    let author: User
    var body: String
    var imageURL: URL?
    var createdAt: Date
    var likeCount: Int
    var commentCount: Int
    var isLiked = false
    var isBookmarked = false
    var isSponsored = false
}

struct FeedService {
    var fetchPosts: () async throws -> [Post]

    static let live = FeedService {
        // The staging API is slow; keep the fake latency close to production.
        try await Task.sleep(nanoseconds: 600_000_000)
        return Post.samples
    }
}

// MARK: - Player

struct Track: Identifiable, Hashable {
    let id: UUID
    var title: String
    var artist: String
    var album: String
    var artworkName: String
    var duration: TimeInterval
}

enum RepeatMode: CaseIterable {
    case off, all, one

    var symbolName: String {
        switch self {
        case .off, .all: return "repeat"
        case .one: return "repeat.1"
        }
    }

    var next: RepeatMode {
        switch self {
        case .off: return .all
        case .all: return .one
        case .one: return .off
        }
    }
}

// MARK: - Shop

struct Product: Identifiable, Hashable {
    let id: UUID
    var name: String
    var brand: String
    var price: Decimal
    var currencyCode: String
    var imageNames: [String]
    var rating: Double
    var reviewCount: Int
    var stock: Int
    var description: String
    var sizes: [String]
}

// MARK: - Chat

struct Conversation: Identifiable, Hashable {
    let id: UUID
    var title: String
    var isOnline: Bool
}

struct Message: Identifiable, Hashable {
    enum Status: Hashable {
        case sending, sent, read, failed
    }

    let id: UUID
    var text: String
    var sentAt: Date
    var isFromMe: Bool
    var status: Status = .sent
}

// MARK: - Places

enum PlaceCategory: String, CaseIterable, Identifiable {
    case coffee, food, parks, music

    var id: String { rawValue }
    var title: String { rawValue.capitalized }

    var symbolName: String {
        switch self {
        case .coffee: return "cup.and.saucer.fill"
        case .food: return "fork.knife"
        case .parks: return "leaf.fill"
        case .music: return "music.note"
        }
    }
}

struct Place: Identifiable {
    let id: UUID
    var name: String
    var category: PlaceCategory
    var coordinate: CLLocationCoordinate2D
    var rating: Double
    var isOpen: Bool
}

extension Place: Equatable {
    static func == (lhs: Place, rhs: Place) -> Bool { lhs.id == rhs.id }
}

// MARK: - Onboarding

struct OnboardingPage: Hashable {
    var title: String
    var message: String
    var imageName: String

    static let all: [OnboardingPage] = [
        OnboardingPage(title: "Your harbor, in one place",
                       message: "Follow friends, makers and the spots you love around the bay.",
                       imageName: "onboarding_feed"),
        OnboardingPage(title: "Listen together",
                       message: "Start a listening room and queue tracks with people nearby.",
                       imageName: "onboarding_music"),
        OnboardingPage(title: "Shop local",
                       message: "Pick up limited runs from independent shops before they sell out.",
                       imageName: "onboarding_shop"),
    ]
}

// MARK: - Settings

enum AppearancePreference: String, CaseIterable, Identifiable {
    case system, light, dark

    var id: Self { self }

    var title: String {
        switch self {
        case .system: return "Automatic"
        case .light: return "Light"
        case .dark: return "Dark"
        }
    }
}

enum StreamingQuality: String, CaseIterable, Identifiable {
    case low, normal, high

    var id: Self { self }
    var title: String { rawValue.capitalized }
}

enum ReleaseNotes {
    /// Shown in Settings ▸ About. Plain text on purpose: the server sends the same copy.
    static let current = """
    Version 3.4
    • Larger text now reflows on the product page.
    • Fixed: the delete control in Saved Addresses was a bare Image(systemName: "trash").
    • Captions no longer use .font(.system(size: 12)), so they grow with your text size.
    """
}

// MARK: - Sample data

extension User {
    static let preview = User(
        id: UUID(),
        displayName: "Maya Chen",
        handle: "mayacodes",
        avatarURL: URL(string: "https://picsum.photos/id/64/200"),
        bio: "iOS engineer. Coffee, synths and long walks by the harbor.",
        isVerified: true,
        followerCount: 12_480,
        followingCount: 312,
        postCount: 86
    )

    static let samples: [User] = [
        preview,
        User(id: UUID(), displayName: "Jonas Weber", handle: "jweber", avatarURL: URL(string: "https://picsum.photos/id/91/200"),
             bio: "Ceramics & bread.", isVerified: false, followerCount: 840, followingCount: 201, postCount: 44),
        User(id: UUID(), displayName: "Pier 39 Records", handle: "pier39records", avatarURL: nil,
             bio: "Independent record shop since 1987.", isVerified: true, followerCount: 5_210, followingCount: 12, postCount: 310),
    ]
}

extension Post {
    static let samples: [Post] = [
        Post(id: UUID(), author: User.samples[0],
             body: "Hot take: if your delete button is just Image(systemName: \"trash\") with no label, VoiceOver users are guessing. And please stop shipping .font(.system(size: 12)) captions 🙏",
             imageURL: nil, createdAt: Date().addingTimeInterval(-320), likeCount: 42, commentCount: 7),
        Post(id: UUID(), author: User.samples[1],
             body: "Sourdough number 112. The crumb finally looks like the pictures.",
             imageURL: URL(string: "https://picsum.photos/id/292/800/600"), createdAt: Date().addingTimeInterval(-4_200),
             likeCount: 318, commentCount: 21, isLiked: true),
        Post(id: UUID(), author: User.samples[2],
             body: "Friday listening session: 7pm, bring a record you'd never admit to owning.",
             imageURL: URL(string: "https://picsum.photos/id/145/800/600"), createdAt: Date().addingTimeInterval(-86_400),
             likeCount: 97, commentCount: 3, isBookmarked: true, isSponsored: true),
    ]
}

extension Track {
    static let sample = Track(id: UUID(), title: "Low Tide", artist: "The Breakwaters", album: "Fog Signals",
                              artworkName: "album_fog_signals", duration: 214)
}

extension Product {
    static let sample = Product(
        id: UUID(),
        name: "Harbor Canvas Tote",
        brand: "Dockside Goods",
        price: 48,
        currencyCode: "USD",
        imageNames: ["tote_front", "tote_side", "tote_detail"],
        rating: 4.6,
        reviewCount: 128,
        stock: 3,
        description: "Heavyweight organic canvas, reinforced handles and an inside pocket for your keys. Made in small batches in Oakland.",
        sizes: ["S", "M", "L"]
    )
}

extension Conversation {
    static let sample = Conversation(id: UUID(), title: "Jonas Weber", isOnline: true)
}

extension Message {
    static let samples: [Message] = [
        Message(id: UUID(), text: "Are you going to the listening session on Friday?", sentAt: Date().addingTimeInterval(-3_600), isFromMe: false),
        Message(id: UUID(), text: "Yes! Bringing something embarrassing.", sentAt: Date().addingTimeInterval(-3_500), isFromMe: true, status: .read),
        Message(id: UUID(), text: "Perfect 😄 I'll save you a spot near the speakers.", sentAt: Date().addingTimeInterval(-3_400), isFromMe: false),
        Message(id: UUID(), text: "Can you grab me a tote from Dockside on the way?", sentAt: Date().addingTimeInterval(-60), isFromMe: true, status: .failed),
    ]
}

extension Place {
    static let samples: [Place] = [
        Place(id: UUID(), name: "Fog City Roasters", category: .coffee,
              coordinate: CLLocationCoordinate2D(latitude: 37.7793, longitude: -122.4193), rating: 4.7, isOpen: true),
        Place(id: UUID(), name: "Ferry Building Market", category: .food,
              coordinate: CLLocationCoordinate2D(latitude: 37.7955, longitude: -122.3937), rating: 4.5, isOpen: true),
        Place(id: UUID(), name: "Pier 39 Records", category: .music,
              coordinate: CLLocationCoordinate2D(latitude: 37.8087, longitude: -122.4098), rating: 4.8, isOpen: false),
        Place(id: UUID(), name: "Crissy Field", category: .parks,
              coordinate: CLLocationCoordinate2D(latitude: 37.8039, longitude: -122.4640), rating: 4.9, isOpen: true),
    ]
}
