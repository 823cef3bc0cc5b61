/// Photos and video that Smart Invert would turn into negatives.
public struct InvertColorsRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "invert-colors",
        name: "Media kept out of Smart Invert",
        summary: "Finds views that show photographs or video with no `.accessibilityIgnoresInvertColors()` on them or around them: `AsyncImage`, the image views of URL-loading libraries (`KFImage`, `LazyImage`, `WebImage`, or any view named `…Image` that the project does not declare and that is given a URL), `Image(uiImage:)` / `Image(nsImage:)` / `Image(cgImage:)` of a bitmap the code holds, and `VideoPlayer`. Adds `.accessibilityIgnoresInvertColors()` to the view: with its accessibility modifiers, or, on a library's view, after its own methods (such as `KFImage`'s `.placeholder` and `.fade`, which must come first) and before the views and presentations the chain adds (`.background { FailedImage() }`, `.sheet`, `.contextMenu`), and on a picture drawn on a plate of its own (`.background(.white).clipShape(…)`) after the plate, which must keep its colour with it.",
        rationale: "Smart Invert gives people who are sensitive to bright light a dark interface by inverting colours, and leaves photos and video as they are only when the app says which views hold them. Unmarked, faces turn blue and a film into its negative: content that has to be seen in its real colours becomes unreadable for the people who rely on the setting.",
        notes: """
        Smart Invert is a display setting of its own, not one of the Nutrition Label's categories: Dark Interface is judged by how the app looks in Dark Mode, so a finding of this rule keeps no screen from claiming it (`a11yfix nutrition`). A picture whose `if`/`else` draws the person's photo or the app's own picture in its place (`Group { if let uiImage { Image(uiImage:) } else { Image(backgroundName) } }`) gets one modifier on the view holding both. A full-screen backdrop (filled past the safe area in a View named for a background, backdrop or wallpaper) is reported without a fix: the dimming layer and text drawn over it invert with the screen, so keeping the picture alone can leave black text on a dark photo.

        The fix is safe: the modifier changes nothing unless Smart Invert is on, and then keeps the view's own colours, which is what media needs. It is not added where the view, a view around it, or every place the file draws the code it is in already says `.accessibilityIgnoresInvertColors(…)` (with `false` too: someone decided). Nor on a picture blurred or laid under a layer of material in a `ZStack` (a frosted wash of its colours behind content). Nor on a picture drawn fully transparent or hidden (`.opacity(0)`, `.hidden()`: the next image preloaded to warm a cache). Nor among a menu's items (`Menu`, `.contextMenu`, a menu `Picker`), which the system draws from their text and a plain image. Nor where the view is drawn only into a picture the app exports (the content of `ImageRenderer(content:)`, also through a local constant the function hands to it): Smart Invert filters the screen, and never reaches it.

        Left alone: SF Symbols and asset images (`Image(systemName:)`, `Image("logo")`, `Image(decorative: "hero")`, `Image(uiImage: UIImage(named: "badge"))`) and a bitmap that is a type's constant (`Asset.logo.image`, `.brandMark`) or an asset catalog's generated accessor whatever its namespace's case (SwiftGen's `hCoreUIAssets.minus.image`), one a method of the app draws (`viewModel.image(for: action)`), a template or tinted image (`.renderingMode(.template)`, `.foregroundColor`, `.symbolVariant`, `withRenderingMode(.alwaysTemplate)`, a project's `.template`), an image loaded by a project's loader of names (`.init(braveSystemNamed: \"leo.trash\")`), a property of the View whose initial value is one of these (`private let arrow = Asset.importArrow.image`), the icon of a `Label`, a picture built in a View, function or property named for an icon, logo, symbol or favicon (`struct IconView`, `Favicon`), an empty `UIImage()`, a fill made from a colour (`if let colorImage = UIImage(color: chat.color, size: …)`, with text drawn over it that inverts), or a bitmap held in a value named for an icon, symbol, glyph, logo, emoji, badge or placeholder (`Image(uiImage: app.icon)`): interface drawing, which inverting turns dark as intended; views of the app's own named `…Image` (their body is checked where it is written); UIKit and AppKit image values (`UIImage(…)`, `CIImage(…)`). Libraries are recognised by the file's imports (Kingfisher's `KFImage`, NukeUI's `LazyImage`, SDWebImageSwiftUI's `WebImage` and `AnimatedImage`, `CachedAsyncImage`), other views named `…Image` by a URL among their arguments (`url:`, `source:`, `request:`, or a value whose name says URL). `VideoPlayer` counts only in files that import AVKit. MapKit's `Map` is not reported: MapKit keeps its map out of Smart Invert itself (third-party map views set the flag \"for MapKit parity\"), so the modifier would change nothing. Code built only for macOS (a file that imports AppKit or makes its types outside `#if`: `NSImage(named:)`; its Invert colours inverts the whole display, with no smart mode to opt out of) or watchOS is not reported, nor code whose deployment target predates the modifier (iOS 14, macOS 11, tvOS 14, watchOS 7). A `return`ed view is not reported (a modifier on one of several returned views would change its type). A media view inside another (a placeholder in `KFImage(url).placeholder { … }`) is covered by the outer view's fix. An `AsyncImage` whose placeholder draws a symbol, an image or text gets the modifier on the loaded image its content closure returns (`{ $0.resizable().accessibilityIgnoresInvertColors() }`), and so does a library view or `AsyncImage` whose content closure draws by the loading state with something other than a colour or a spinner in its other branch (`if let image = state.image { image.resizable() } else { PosterPlaceholder(title: title) }`, or an `AsyncImage` phase switched over, `case .success(let image): image` beside a `.failure` that draws a symbol; a placeholder the View draws as its own member, `{ placeholder }`, counts as what it draws): on the whole view it would also keep the placeholder from inverting, and a grey symbol meant for a light screen would all but vanish on the inverted one. Previews are never reported.
        """,
        severity: .incomplete, wcag: [], nutritionLabels: [], fixSafety: .safe, seeds: ["000"],
        triggeringExamples: [
            RuleExample("""
            struct ProfileHeader: View {
                let user: User
                var body: some View {
                    HStack {
                        ↓AsyncImage(url: user.avatarURL) { image in
                            image.resizable().scaledToFill()
                        } placeholder: {
                            Color.gray
                        }
                        .frame(width: 64, height: 64)
                        .clipShape(Circle())
                        Text(user.name).font(.headline)
                    }
                }
            }
            """),
            RuleExample("""
            struct PhotoCell: View {
                let photo: UIImage
                var body: some View {
                    ↓Image(uiImage: photo)
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                }
            }
            """),
            RuleExample("""
            import SwiftUI
            import AVKit

            struct TrailerView: View {
                let player: AVPlayer
                var body: some View {
                    ↓VideoPlayer(player: player)
                        .frame(height: 220)
                }
            }
            """),
            RuleExample("""
            import SwiftUI
            import Kingfisher

            struct AvatarView: View {
                let avatar: URL?
                var body: some View {
                    ↓KFImage(avatar)
                        .resizable()
                        .frame(width: 40, height: 40)
                }
            }
            """),
            RuleExample("""
            import SwiftUI
            import NukeUI

            struct ArtworkView: View {
                let artworkURL: URL
                var body: some View {
                    ↓LazyImage(url: artworkURL) { state in
                        state.image?.resizable()
                    }
                }
            }
            """),
            RuleExample("""
            struct CoverView: View {
                let book: Book
                var body: some View {
                    ↓RemoteImage(url: book.coverURL)
                        .aspectRatio(2 / 3, contentMode: .fit)
                }
            }
            """),
            RuleExample("""
            struct ScanPreview: View {
                let scan: NSImage
                var body: some View {
                    ↓Image(nsImage: scan)
                        .resizable()
                        .scaledToFit()
                }
            }
            """, options: RuleOptions(platforms: ["iOS", "macOS"])),
            RuleExample("""
            struct FeedView: View {
                let posts: [Post]
                var body: some View {
                    List(posts) { post in
                        VStack(alignment: .leading) {
                            Text(post.caption)
                            ↓AsyncImage(url: post.imageURL)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct FilterPreview: View {
                let rendered: CGImage
                var body: some View {
                    ↓Image(decorative: rendered, scale: 2)
                        .resizable()
                }
            }
            """),
            RuleExample("""
            struct GalleryView: View {
                let items: [GalleryItem]
                var body: some View {
                    ScrollView {
                        LazyVGrid(columns: columns) {
                            ForEach(items) { item in
                                ↓Image(uiImage: item.thumbnail)
                                    .resizable()
                                    .scaledToFill()
                                    .accessibilityLabel(item.caption)
                            }
                        }
                    }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // The card's photo mirrored under a material: a frosted tint behind the text, not a picture.
            RuleExample("""
            struct PostCard: View {
                let imageURL: URL

                var body: some View {
                    Text("Penn Mobile")
                        .padding()
                        .background {
                            ZStack {
                                AsyncImage(url: imageURL)
                                    .scaleEffect(x: 1, y: -1)
                                Rectangle().fill(.regularMaterial)
                            }
                        }
                }
            }
            """),
            // The next picture, loaded ahead at opacity 0 to warm the cache: nobody sees it.
            RuleExample("""
            struct FactsView: View {
                @ObservedObject var facts: FactsViewModel

                var body: some View {
                    ZStack {
                        LazyImage(url: URL(string: facts.nextImage))
                            .opacity(0)
                        Text(facts.current)
                    }
                }
            }
            """),
            // A menu's items are system menu entries: the image loader inside one is never drawn.
            RuleExample("""
            struct ModuleMenu: View {
                let modules: [Module]
                @Binding var selected: Module?

                var body: some View {
                    Menu {
                        ForEach(modules) { module in
                            Button {
                                selected = module
                            } label: {
                                HStack {
                                    LazyImage(url: module.iconURL) { state in
                                        state.image?.resizable()
                                    }
                                    .frame(width: 20, height: 20)
                                    Text(module.name)
                                }
                            }
                        }
                    } label: {
                        Text(selected?.name ?? "Choose a module")
                    }
                }
            }
            """),
            // Drawn only into the picture the app exports: Smart Invert, a filter of the screen, never reaches it.
            RuleExample("""
            struct MyPageView: View {
                @State private var exported: UIImage?
                @Environment(\\.displayScale) private var displayScale

                var body: some View {
                    Button("Share") { export(graph: UIImage()) }
                }

                @MainActor private func export(graph: UIImage) {
                    let exportView = ZStack {
                        Color.black
                        Image(uiImage: graph)
                            .resizable()
                            .scaledToFit()
                    }
                    .frame(width: 310, height: 570)
                    let renderer = ImageRenderer(content: exportView)
                    renderer.scale = displayScale
                    exported = renderer.uiImage
                }
            }
            """),
            // An icon from the asset catalog's generated accessors (SwiftGen, a lowercase namespace): interface drawing.
            RuleExample("""
            struct AccordionHeader: View {
                let extended: Bool

                var body: some View {
                    HStack {
                        Text("Coverage")
                        Spacer()
                        Image(uiImage: hCoreUIAssets.minus.image)
                            .resizable()
                            .frame(width: 24, height: 24)
                            .rotationEffect(extended ? .degrees(360) : .degrees(270))
                    }
                }
            }
            """),
            // A fill made from the chat's colour, with its initials over it: both must invert together.
            RuleExample("""
            struct ChatShortcutView: View {
                var chat: ChatShortcut

                var body: some View {
                    Link(destination: chat.url) {
                        if let colorImage = UIImage(color: chat.color, size: CGSize(width: 56, height: 56)) {
                            ZStack {
                                Image(uiImage: colorImage)
                                Text(chat.initials).foregroundStyle(.white)
                            }
                        }
                    }
                }
            }
            """),
            // A project's symbol loader made a template, and an asset held in a property: interface drawing.
            RuleExample("""
            import SwiftUI

            struct ImportResultView: View {
                private let arrow = Asset.importArrow.image
                let onClear: () -> Void

                var body: some View {
                    HStack {
                        Image(uiImage: arrow)
                        Button(action: onClear) {
                            Image(uiImage: .init(braveSystemNamed: "leo.trash")!.template)
                        }
                    }
                }
            }
            """),
            // A view made inside a value transform and stored as `Image?`: a modifier there would not type-check.
            RuleExample("""
            struct PDFThumbnail: View {
                let image: Image?

                init(data: Data?) {
                    image = data.flatMap { UIImage(data: $0) }.map { Image(uiImage: $0) }
                }

                var body: some View { image ?? Image(systemName: "doc") }
            }
            """),
            // The app's own Label initialiser: what it is given is an icon.
            RuleExample("""
            public extension Label where Title == Text, Icon == Image {
                init(_ titleKey: LocalizedStringKey, uiImage: UIImage) {
                    self.init(title: { Text(titleKey) }, icon: { Image(uiImage: uiImage) })
                }
            }
            """),
            // The project lists visionOS too, but a file that makes AppKit's images builds only for macOS.
            RuleExample("""
            struct SimulatorRow: View {
                let simulator: Simulator
                private var statusImage: NSImage { NSImage(named: NSImage.statusAvailableName)! }
                var body: some View {
                    HStack {
                        Image(nsImage: statusImage)
                        AsyncImage(url: simulator.screenshotURL)
                    }
                }
            }
            """, options: RuleOptions(platforms: ["macOS", "visionOS"])),
            // A blurred backdrop behind the title: a wash of colour, inverted with the text over it.
            RuleExample("""
            struct MovieBackdrop: View {
                let posterURL: URL

                var body: some View {
                    ZStack {
                        AsyncImage(url: posterURL)
                            .blur(radius: 50)
                        Text("Now showing").foregroundStyle(.white)
                    }
                }
            }
            """),
            RuleExample("""
            struct SettingsRow: View {
                var body: some View {
                    Label {
                        Text("Notifications")
                    } icon: {
                        Image(systemName: "bell.badge")
                    }
                }
            }
            """),
            RuleExample(#"Image("onboarding-illustration").resizable().scaledToFit()"#),
            RuleExample("""
            AsyncImage(url: user.avatarURL)
                .frame(width: 64, height: 64)
                .accessibilityIgnoresInvertColors()
            """),
            RuleExample("""
            struct GalleryView: View {
                let photos: [Photo]
                var body: some View {
                    LazyVGrid(columns: columns) {
                        ForEach(photos) { photo in
                            Image(uiImage: photo.image).resizable()
                        }
                    }
                    .accessibilityIgnoresInvertColors()
                }
            }
            """),
            RuleExample("""
            struct AppRow: View {
                let app: InstalledApp
                var body: some View {
                    HStack {
                        Image(uiImage: app.icon)
                        Image(uiImage: UIImage(named: "verified")!)
                        Text(app.name)
                    }
                }
            }
            """),
            RuleExample("""
            struct ComposeToolbar: View {
                @ObservedObject var viewModel: ComposeViewModel
                var body: some View {
                    HStack {
                        ForEach(viewModel.actions) { action in
                            Button { viewModel.perform(action) } label: {
                                Image(uiImage: viewModel.image(for: action))
                                    .foregroundColor(.accentColor)
                            }
                        }
                        Menu {
                            ForEach(viewModel.attachmentActions) { attachment in
                                Label {
                                    Text(attachment.title)
                                } icon: {
                                    Image(uiImage: attachment.image)
                                }
                            }
                        } label: {
                            Image(uiImage: Asset.Compose.attach.image)
                        }
                        Image(uiImage: .brandMark)
                    }
                }
            }
            """),
            RuleExample("""
            import SwiftUI
            import Kingfisher

            struct CategoryRow: View {
                let category: Category
                var body: some View {
                    HStack {
                        KFImage(category.iconURL).renderingMode(.template).resizable().frame(width: 24, height: 24)
                        Text(category.name)
                        AsyncImage(url: weather.attributionLogo)
                    }
                }
            }
            """),
            RuleExample("""
            import Intents

            func person(for account: Account) -> INPerson {
                INPerson(personHandle: handle, nameComponents: nil, displayName: account.name,
                         image: account.avatarURL.flatMap { INImage(url: $0) }, contactIdentifier: nil, customIdentifier: account.id)
            }
            """),
            RuleExample("""
            struct ServerFavicon: View {
                let image: UIImage?
                var body: some View {
                    if let image {
                        Image(uiImage: image).resizable()
                    } else {
                        Image(uiImage: UIImage())
                    }
                }
            }
            """),
            RuleExample("""
            struct WindowThumbnail: View {
                let snapshot: NSImage
                var body: some View {
                    Image(nsImage: snapshot).resizable().scaledToFit()
                }
            }
            """, options: RuleOptions(platforms: ["macOS"])),
            RuleExample("""
            AsyncImage(url: post.imageURL)
            """, options: RuleOptions(deploymentTargets: ["iOS": "13.0"])),
            RuleExample("""
            struct PosterImage: View {
                let url: URL
                var body: some View {
                    AsyncImage(url: url).accessibilityIgnoresInvertColors()
                }
            }

            struct MovieRow: View {
                let movie: Movie
                var body: some View {
                    PosterImage(url: movie.posterURL)
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            // A game's own board view, named like MapKit's map.
            struct LevelView: View {
                let level: Level
                var body: some View {
                    Map(tiles: level.tiles.compactMap { $0.visible })
                }
            }
            """),
            RuleExample("""
            struct ThumbnailMaker {
                func thumbnail(for url: URL) -> UIImage? {
                    let image = UIImage(contentsOfFile: url.path)
                    return image
                }
            }
            """),
            RuleExample("""
            struct PhotoPreview_Previews: PreviewProvider {
                static var previews: some View {
                    Image(uiImage: UIImage())
                    AsyncImage(url: URL(string: "https://example.com/cat.jpg"))
                }
            }
            """),
            RuleExample("""
            struct CardView: View {
                var body: some View {
                    content.accessibilityIgnoresInvertColors(false)
                }

                var content: some View {
                    AsyncImage(url: card.imageURL)
                }
            }
            """),
        ],
        corrections: [
            // A full-screen backdrop under the screen's dimming layer and text: reported for a person.
            RuleCorrection("""
            struct PresetBackgroundView: View {
                let photo: UIImage
                var body: some View {
                    Image(uiImage: photo)
                        .resizable()
                        .scaledToFill()
                        .ignoresSafeArea()
                }
            }
            """, """
            struct PresetBackgroundView: View {
                let photo: UIImage
                var body: some View {
                    Image(uiImage: photo)
                        .resizable()
                        .scaledToFill()
                        .ignoresSafeArea()
                }
            }
            """),
            // The user's photo or the built-in picture in its place: one modifier on the Group keeps both.
            RuleCorrection("""
            struct BackgroundImageView: View {
                @State private var uiImage: UIImage?
                var backgroundName = "mountain"
                var body: some View {
                    Group {
                        if let uiImage {
                            Image(uiImage: uiImage).resizable().scaledToFill()
                        } else {
                            Image(backgroundName).resizable().scaledToFill()
                        }
                    }
                    .ignoresSafeArea()
                }
            }
            """, """
            struct BackgroundImageView: View {
                @State private var uiImage: UIImage?
                var backgroundName = "mountain"
                var body: some View {
                    Group {
                        if let uiImage {
                            Image(uiImage: uiImage).resizable().scaledToFill()
                        } else {
                            Image(backgroundName).resizable().scaledToFill()
                        }
                    }
                    .accessibilityIgnoresInvertColors()
                    .ignoresSafeArea()
                }
            }
            """),
            // A phase whose failure draws a symbol: the loaded image alone keeps its colours.
            RuleCorrection("""
            struct TokenImage: View {
                let imageURL: URL?

                var body: some View {
                    AsyncImage(url: imageURL) { phase in
                        switch phase {
                        case .success(let image):
                            image
                                .resizable()
                                .scaledToFit()
                        case .failure:
                            Image(systemName: "photo")
                                .foregroundStyle(.secondary)
                        default:
                            ProgressView()
                        }
                    }
                    .frame(width: 32, height: 32)
                }
            }
            """, """
            struct TokenImage: View {
                let imageURL: URL?

                var body: some View {
                    AsyncImage(url: imageURL) { phase in
                        switch phase {
                        case .success(let image):
                            image
                                .resizable()
                                .scaledToFit()
                                .accessibilityIgnoresInvertColors()
                        case .failure:
                            Image(systemName: "photo")
                                .foregroundStyle(.secondary)
                        default:
                            ProgressView()
                        }
                    }
                    .frame(width: 32, height: 32)
                }
            }
            """),
            // A placeholder the View draws as its own member is a symbol too.
            RuleCorrection("""
            struct InboxRow: View {
                let message: InboxMessage

                var body: some View {
                    AsyncImage(url: message.imageURL, content: { image in
                        image.resizable()
                    }) {
                        placeholder
                    }
                    .frame(width: 20, height: 20)
                }

                var placeholder: some View {
                    Image(systemName: "person.crop.circle")
                        .resizable()
                }
            }
            """, """
            struct InboxRow: View {
                let message: InboxMessage

                var body: some View {
                    AsyncImage(url: message.imageURL, content: { image in
                        image.resizable()
                            .accessibilityIgnoresInvertColors()
                    }) {
                        placeholder
                    }
                    .frame(width: 20, height: 20)
                }

                var placeholder: some View {
                    Image(systemName: "person.crop.circle")
                        .resizable()
                }
            }
            """),
            // The loading state draws the poster or a placeholder with its title: the placeholder keeps inverting with the screen.
            RuleCorrection("""
            import NukeUI

            struct PosterImage: View {
                let url: URL
                let title: String

                var body: some View {
                    LazyImage(url: url) { state in
                        if let image = state.image {
                            image.resizable()
                        } else {
                            PosterPlaceholder(title: title)
                        }
                    }
                }
            }
            """, """
            import NukeUI

            struct PosterImage: View {
                let url: URL
                let title: String

                var body: some View {
                    LazyImage(url: url) { state in
                        if let image = state.image {
                            image.resizable()
                                .accessibilityIgnoresInvertColors()
                        } else {
                            PosterPlaceholder(title: title)
                        }
                    }
                }
            }
            """),
            // The placeholder symbol keeps inverting with the screen: the modifier goes on the loaded image.
            RuleCorrection("""
            import SwiftUI

            struct HighlightCard: View {
                let imageURL: URL?

                var body: some View {
                    AsyncImage(url: imageURL) { image in
                        image
                            .resizable()
                            .aspectRatio(contentMode: .fill)
                    } placeholder: {
                        Image(systemName: "photo")
                            .foregroundColor(.secondary)
                    }
                    .frame(width: 56, height: 56)
                }
            }
            """, """
            import SwiftUI

            struct HighlightCard: View {
                let imageURL: URL?

                var body: some View {
                    AsyncImage(url: imageURL) { image in
                        image
                            .resizable()
                            .aspectRatio(contentMode: .fill)
                            .accessibilityIgnoresInvertColors()
                    } placeholder: {
                        Image(systemName: "photo")
                            .foregroundColor(.secondary)
                    }
                    .frame(width: 56, height: 56)
                }
            }
            """),
            // A photo on its white tile: the tile stays white with it.
            RuleCorrection("""
            struct ContactPhotoTile: View {
                let photo: UIImage

                var body: some View {
                    Image(uiImage: photo)
                        .resizable()
                        .padding(6)
                        .background(.white)
                        .clipShape(RoundedRectangle(cornerRadius: 8))
                        .frame(width: 40, height: 40)
                }
            }
            """, """
            struct ContactPhotoTile: View {
                let photo: UIImage

                var body: some View {
                    Image(uiImage: photo)
                        .resizable()
                        .padding(6)
                        .background(.white)
                        .clipShape(RoundedRectangle(cornerRadius: 8))
                        .accessibilityIgnoresInvertColors()
                        .frame(width: 40, height: 40)
                }
            }
            """),
            RuleCorrection("""
            import SwiftUI
            import Kingfisher

            struct GalleryCover: View {
                let coverURL: URL?
                var body: some View {
                    KFImage(coverURL)
                        .placeholder { ProgressView() }
                        .fade(duration: 0.25)
                        .resizable()
                        .scaledToFill()
                }
            }
            """, """
            import SwiftUI
            import Kingfisher

            struct GalleryCover: View {
                let coverURL: URL?
                var body: some View {
                    KFImage(coverURL)
                        .placeholder { ProgressView() }
                        .fade(duration: 0.25)
                        .resizable()
                        .scaledToFill()
                        .accessibilityIgnoresInvertColors()
                }
            }
            """),
            // The modifier goes with the picture, before the fallback view and the menu the chain adds.
            RuleCorrection("""
            import SwiftUI
            import Kingfisher

            struct HighlightThumbnail: View {
                let url: URL
                let share: () -> Void
                var body: some View {
                    KFImage(url)
                        .placeholder { ProgressView() }
                        .resizable()
                        .scaledToFill()
                        .frame(width: 56, height: 56)
                        .background { FailedImageTile() }
                        .contextMenu { Button("Share", action: share) }
                }
            }
            """, """
            import SwiftUI
            import Kingfisher

            struct HighlightThumbnail: View {
                let url: URL
                let share: () -> Void
                var body: some View {
                    KFImage(url)
                        .placeholder { ProgressView() }
                        .resizable()
                        .scaledToFill()
                        .frame(width: 56, height: 56)
                        .accessibilityIgnoresInvertColors()
                        .background { FailedImageTile() }
                        .contextMenu { Button("Share", action: share) }
                }
            }
            """),
            RuleCorrection("""
            AsyncImage(url: user.avatarURL) { image in
                image.resizable()
            } placeholder: {
                ProgressView()
            }
            .frame(width: 64, height: 64)
            """, """
            AsyncImage(url: user.avatarURL) { image in
                image.resizable()
            } placeholder: {
                ProgressView()
            }
            .accessibilityIgnoresInvertColors()
            .frame(width: 64, height: 64)
            """),
            RuleCorrection("""
            struct PhotoCell: View {
                let photo: UIImage
                var body: some View {
                    Image(uiImage: photo)
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                }
            }
            """, """
            struct PhotoCell: View {
                let photo: UIImage
                var body: some View {
                    Image(uiImage: photo)
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                        .accessibilityIgnoresInvertColors()
                }
            }
            """),
            RuleCorrection("""
            import SwiftUI
            import AVKit

            struct TrailerView: View {
                let player: AVPlayer
                var body: some View {
                    VideoPlayer(player: player)
                        .frame(height: 220)
                }
            }
            """, """
            import SwiftUI
            import AVKit

            struct TrailerView: View {
                let player: AVPlayer
                var body: some View {
                    VideoPlayer(player: player)
                        .accessibilityIgnoresInvertColors()
                        .frame(height: 220)
                }
            }
            """),
        ]
    )

    /// A picture under a layer of material in the same `ZStack` (`ZStack { KFImage(url); Rectangle().fill(.regularMaterial) }`):
    /// a frosted wash of its colours behind content, like a blurred one.
    private func isUnderMaterial(_ chain: ChainNode, context: RuleContext) -> Bool {
        guard let stack = context.enclosingCalls(of: chain).first(where: { $0.link === $0.chain.elementLink }), stack.link.name == "ZStack",
              let content = stack.link.closure(labeled: nil) ?? stack.link.closure(labeled: "content") else { return false }
        let layers = context.contentChains(of: content)
        guard let index = layers.firstIndex(where: { $0 === chain || chain.isDescendant(of: $0) }) else { return false }
        return layers[(index + 1)...].contains { layer in
            layer.modifiers.contains { ["fill", "background", "foregroundStyle"].contains($0.name) && $0.arguments.first?.value?.text.contains("Material") == true }
        }
    }

    public func findings(in context: RuleContext) -> [Finding] {
        guard context.hasSwiftUI2APIs else { return [] }
        var findings: [Finding] = []
        var coveredPictures = Set<ObjectIdentifier>()
        for chain in context.chains {
            guard let media = context.mediaView(of: chain), context.isViewPosition(chain),
                  context.platforms(at: chain).platforms.contains(where: \.hasSmartInvert),
                  !context.decidesInvertColors(around: chain), !isInsideMedia(chain, context: context),
                  // A blurred image is a wash of colour behind content, not a picture to see: inverted
                  // with the rest, it keeps the contrast of the text drawn over it.
                  !chain.hasModifier("blur"), !isUnderMaterial(chain, context: context),
                  // Smart Invert filters the screen; a picture drawn only into an exported image never reaches it.
                  !context.isOnlyRenderedIntoImage(chain),
                  // A menu's items are drawn by the system from their text and a plain image: a custom
                  // image view there is never drawn.
                  !context.isInMenuItems(chain),
                  // Drawn fully transparent or hidden (a next picture preloaded with `.opacity(0)`): never seen.
                  !RuleContext.isPlaceholder(chain),
                  // One of several `return`ed views: a modifier on one alone would give them different types.
                  (chain.parent?.parent as? StatementNode)?.keyword != "return" else { continue }
            // A library's image view has methods of its own (`.placeholder`, `.fade`): the modifier goes after them.
            let isLibraryView = { if case let .remoteImage(name) = media { return name != "AsyncImage" } else { return false } }()
            // A picture on a plate of its own (`.background(.white).clipShape(…)`, a favicon's tile) keeps
            // the plate with it: left to Smart Invert, a white plate turns black under a dark logo.
            let plate = chain.modifiers.contains { $0.name == "background" }
                ? chain.modifiers.last { ["background", "clipShape", "cornerRadius", "clipped", "mask"].contains($0.name) } : nil
            // An `AsyncImage` whose placeholder draws a glyph or text keeps it inverting with the screen:
            // the modifier goes on the loaded image its content closure returns.
            // A full-screen backdrop (`BackgroundView`'s image, filled past the safe area): the dimming layer
            // and text drawn over it invert with the screen, so keeping the picture alone may leave black
            // text on a dark photo; what it sits under decides, and a person does.
            if isBackdrop(chain, context: context) {
                findings.append(finding("\(media.description), drawn as a full-screen backdrop; Smart Invert turns it into a negative, but the layers drawn over it (a dimming colour, text) invert with the screen: keep it out with .accessibilityIgnoresInvertColors() only together with them (a person decides)", at: chain))
                continue
            }
            let edits: [Edit]?
            let loaded = loadedImage(besidePlaceholderOf: chain, media: media, context: context)
            if loaded?.hasModifier("accessibilityIgnoresInvertColors") == true { continue }
            if let whole = pictureOfBranches(around: chain, context: context) {
                // The user's photo or the app's own picture in its place (`if let uiImage { Image(uiImage:) }
                // else { Image(backgroundName) }`): both are pictures, and the modifier goes on the view holding both.
                guard coveredPictures.insert(ObjectIdentifier(whole)).inserted, !whole.hasModifier("accessibilityIgnoresInvertColors") else { continue }
                edits = context.modifierInsertion([".accessibilityIgnoresInvertColors()"], into: whole, verifyMarker: false)
            } else if let loaded {
                edits = context.modifierInsertion([".accessibilityIgnoresInvertColors()"], into: loaded, verifyMarker: false)
            } else {
                edits = context.modifierInsertion([".accessibilityIgnoresInvertColors()"], into: chain, verifyMarker: false,
                                                  after: isLibraryView ? lastOwnMethod(ofLibraryView: chain) : plate)
            }
            findings.append(finding(
                "\(media.description), which Smart Invert turns into a negative; add .accessibilityIgnoresInvertColors()",
                at: chain,
                fix: edits.map { Fix(safety: .safe, edits: $0, summary: "kept the media out of Smart Invert") }))
        }
        return findings
    }

    /// A picture that fills the screen behind everything: filled past the safe area, in a View named
    /// for a background or backdrop.
    private func isBackdrop(_ chain: ChainNode, context: RuleContext) -> Bool {
        let fills = chain.hasModifier("scaledToFill") || chain.modifiers.contains { $0.name == "aspectRatio" && $0.text.contains(".fill") }
        guard fills, chain.hasModifier("ignoresSafeArea") || chain.hasModifier("edgesIgnoringSafeArea"),
              let view = context.enclosingType(of: chain) else { return false }
        return RuleContext.words(in: view.name).contains { ["background", "backdrop", "wallpaper"].contains($0) }
    }

    /// The view that holds `chain` and a picture in the other branch of one `if`/`else` (a `Group`
    /// or stack whose one content is that conditional, each branch one resizable `Image`): both are
    /// pictures people look at, and one modifier keeps both out of Smart Invert.
    private func pictureOfBranches(around chain: ChainNode, context: RuleContext) -> ChainNode? {
        guard let block = chain.parent?.parent as? BlockNode ?? chain.parent as? BlockNode, let statement = block.parent as? StatementNode,
              statement.keyword == "if", statement.blocks.count == 2,
              let closure = statement.parent as? ClosureNode, closure.children.count == 1,
              let holder = context.enclosingCalls(of: chain).first(where: { $0.link === $0.chain.elementLink && $0.link.allClosures.contains { $0 === closure } }),
              ["Group", "ZStack", "VStack", "HStack"].contains(holder.link.name) else { return nil }
        let drawsPicture = { (branch: BlockNode) -> Bool in
            let views = branch.children.compactMap { ($0 as? ExpressionNode)?.singleChain }
            return views.count == 1 && views[0].elementLink?.name == "Image" && views[0].hasModifier("resizable")
        }
        return statement.blocks.allSatisfy(drawsPicture) ? holder.chain : nil
    }

    /// The last of a library image view's own methods (`.placeholder { … }`, `.fade(duration:)`), before
    /// the views and presentations the chain adds (`.background { FailedImage() }`, `.sheet { … }`,
    /// `.contextMenu`), which the modifier would seem to be about.
    /// The chain of `AsyncImage(url:content:placeholder:)`'s content closure that draws the loaded
    /// image (`{ $0.resizable() }`, `{ image in image.resizable().scaledToFill() }`), when its
    /// placeholder draws something Smart Invert should still invert (a symbol, an asset, text); nil
    /// for a clear or progress placeholder, which the whole view may carry.
    private func loadedImage(besidePlaceholderOf chain: ChainNode, media: MediaView, context: RuleContext) -> ChainNode? {
        if let loaded = loadedImageOfState(chain, media: media, context: context) { return loaded }
        // `AsyncImage(url: url, content: { … }) { placeholder }`: after a labelled content, the trailing closure is the placeholder.
        guard case let .remoteImage(name) = media, name == "AsyncImage", let element = chain.elementLink,
              let placeholder = element.closure(labeled: "placeholder") ?? (element.closure(labeled: "content") != nil ? element.closure(labeled: nil) : nil),
              let content = element.closure(labeled: "content") ?? element.closure(labeled: nil), content !== placeholder else { return nil }
        // The placeholder as written, or the View's own member it draws (`{ placeholder }`).
        let drawn: [SyntaxNode] = [placeholder] + context.contentChains(of: placeholder).compactMap(context.ownMember(calledBy:))
        let drawsSomething = drawn.flatMap { $0.descendants(ofType: ChainNode.self) }.contains { inner in
            guard let view = inner.elementLink else { return false }
            return ["Image", "Text", "Label"].contains(view.name)
        }
        let parameter = content.signature.map { $0.trimmingCharacters(in: .whitespaces) } ?? "$0"
        guard drawsSomething, parameter.range(of: #"^[A-Za-z_$][\w$]*$"#, options: .regularExpression) != nil else { return nil }
        let roots = context.contentChains(of: content)
        guard roots.count == 1, let root = roots.first, root.links.first?.name == parameter else { return nil }
        return root
    }

    /// The loaded image of a content closure that draws by the loading state (`LazyImage(…) { state in if
    /// let image = state.image { image.resizable() } else { PlaceholderImage(text: title) } }`, an
    /// `AsyncImage`'s phase), when the other branch draws something that should still invert (a
    /// placeholder with a title, a symbol); nil when it draws nothing, a colour or a spinner.
    private func loadedImageOfState(_ chain: ChainNode, media: MediaView, context: RuleContext) -> ChainNode? {
        guard case .remoteImage = media, let element = chain.elementLink, let content = element.closure(labeled: "content") ?? element.closure(labeled: nil),
              let parameter = content.signature?.trimmingCharacters(in: .whitespaces), !parameter.isEmpty,
              let statement = content.children.first as? StatementNode, content.children.count == 1 else { return nil }
        let quiet: Set<String> = ["Color", "EmptyView", "ProgressView", "Spacer", "Rectangle"]
        let drawsSomething = { (views: [ChainNode]) in
            views.contains(where: { !quiet.contains($0.elementLink?.name ?? $0.links.first?.name ?? "") && !$0.text.hasPrefix("Color.") })
        }
        // `switch phase { case .success(let image): image.resizable() case .failure: Image(systemName: "photo") … }`.
        if statement.keyword == "switch" {
            let cases = statement.children.compactMap { $0 as? SwitchCaseNode }
            guard let success = cases.first(where: { $0.label.replacingOccurrences(of: " ", with: "").hasPrefix("case.success(let") }),
                  let name = success.label.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).last.map(String.init) else { return nil }
            let loaded = context.contentChains(of: success)
            guard loaded.count == 1, loaded[0].links.first?.name == name,
                  cases.contains(where: { $0 !== success && drawsSomething(context.contentChains(of: $0)) }) else { return nil }
            return loaded[0]
        }
        guard statement.keyword == "if", statement.blocks.count == 2 else { return nil }
        let condition = context.file.text(context.tree.tokens[statement.firstToken + 1].start..<context.tree.tokens[statement.blocks[0].firstToken - 1].end)
        let words = condition.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." })
        guard words.count == 3, words[0] == "let", words[2] == parameter + ".image" else { return nil }
        let name = words[1]
        let loaded = context.contentChains(of: statement.blocks[0])
        let other = context.contentChains(of: statement.blocks[1])
        guard loaded.count == 1, loaded[0].links.first?.name == String(name), drawsSomething(other) else { return nil }
        return loaded[0]
    }

    private func lastOwnMethod(ofLibraryView chain: ChainNode) -> LinkNode? {
        let own = chain.modifiers.prefix { modifier in
            guard AnimatedState.viewContentModifiers.contains(modifier.name) else { return true }
            // `.background(.white)` is a plate of the picture; `.background { FailedImage() }` another view.
            return ["background", "overlay", "mask"].contains(modifier.name) && modifier.allClosures.isEmpty
        }
        return own.last ?? chain.elementLink
    }

    /// Whether the chain is part of a media view this rule marks itself (a placeholder inside
    /// `KFImage(url).placeholder { … }`): the modifier on the outer view covers it.
    private func isInsideMedia(_ chain: ChainNode, context: RuleContext) -> Bool {
        var current = chain.parent
        while let node = current {
            if let outer = node as? ChainNode, context.mediaView(of: outer) != nil, context.isViewPosition(outer) { return true }
            current = node.parent
        }
        return false
    }
}
