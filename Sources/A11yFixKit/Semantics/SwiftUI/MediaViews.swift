/// Which views show photographs or video: content whose colours mean something, which Smart Invert
/// must leave alone (`.accessibilityIgnoresInvertColors()`), unlike interface drawing and icons,
/// which it should invert. MapKit's `Map` is not among them: MapKit keeps its map out of Smart
/// Invert itself (third-party map views set the flag "for MapKit parity").
public enum MediaView: Equatable, Sendable {
    /// `AsyncImage`, or an image view of a library that loads URLs (`KFImage`, `LazyImage`, `WebImage`).
    case remoteImage(String)
    /// `Image(uiImage:)`, `Image(nsImage:)`, `Image(cgImage:)`, `Image(decorative: cgImage, scale:)`:
    /// pixels the code holds (a photo, a thumbnail), not an asset or a symbol.
    case pixels
    /// `VideoPlayer`.
    case video

    /// How a message names it.
    public var description: String {
        switch self {
        case let .remoteImage(name): return "\(name) shows a downloaded image"
        case .pixels: return "this Image shows a bitmap the code holds (a photo)"
        case .video: return "VideoPlayer shows video"
        }
    }
}

extension RuleContext {
    /// Image views of well-known libraries that load URLs, by the module that declares them.
    static let remoteImageViews: [String: Set<String>] = [
        "Kingfisher": ["KFImage", "KFAnimatedImage"],
        "NukeUI": ["LazyImage"],
        "SDWebImageSwiftUI": ["WebImage", "AnimatedImage"],
        "CachedAsyncImage": ["CachedAsyncImage"],
    ]

    /// What media the view a chain builds shows, or nil for interface drawing, symbols, assets, views
    /// drawn as glyphs (a template image tinted by `.foregroundColor`, the icon of a `Label`) and views
    /// of the app's own (whose body is judged where it is written).
    public func mediaView(of chain: ChainNode) -> MediaView? {
        guard let first = chain.links.first, first.kind == .name else { return nil }
        let name = first.name
        // A View of the app's own that takes SwiftUI's name (a widget's `AsyncImage` that loads
        // synchronously) is judged where it is written.
        if ["AsyncImage", "VideoPlayer"].contains(name), project?.isView(name) == true { return nil }
        let media: MediaView
        switch name {
        case "AsyncImage" where first.hasCall:
            guard !namesPicture(first.arguments.first?.value) else { return nil }
            media = .remoteImage(name)
        case "VideoPlayer" where first.hasCall && imports.contains("AVKit"):
            return .video
        case "Image":
            guard showsPixels(first) else { return nil }
            media = .pixels
        default:
            guard isRemoteImageView(chain) else { return nil }
            media = .remoteImage(name)
        }
        let tints: Set<String> = ["renderingMode", "foregroundColor", "foregroundStyle", "symbolRenderingMode", "symbolVariant"]
        if chain.modifiers.contains(where: { tints.contains($0.name) }) || isLabelIcon(chain) || isInCodeNamedForPicture(chain) { return nil }
        return media
    }

    /// `Image(uiImage: photo)` and its kin, but not pixels that are an icon or a bundled picture: an
    /// image loaded by name or symbol (`UIImage(named: "logo")`, `UIImage(systemName:)`), a constant
    /// (`Asset.casita.image`, `.brandLogo`), one a method draws (`viewModel.image(for: action)`,
    /// `icon.image(ofSize:color:)`), a template, or one held in a value named for an icon
    /// (`app.icon`, `folderSymbol`).
    private func showsPixels(_ image: LinkNode) -> Bool {
        let argument: ArgumentNode?
        switch imageSource(of: image) {
        case .platformImage?:
            argument = image.argument("uiImage") ?? image.argument("nsImage") ?? image.argument("cgImage")
        case .decorative?:
            // `Image(decorative: "hero")` names an asset; `Image(decorative: cgImage, scale: 2)` holds pixels.
            guard let decorative = image.argument("decorative"), image.argument("scale") != nil else { return false }
            argument = decorative
        default:
            return false
        }
        guard let value = argument?.value else { return false }
        return holdsPixels(value, in: image, followingProperties: true)
    }

    /// Whether an image value holds pixels from content (decoded data, a download, a thumbnail)
    /// rather than interface drawing: see `showsPixels`. A property of the View's type is followed
    /// once to its initial value (`private let hero = Asset.gaImport.image`).
    private func holdsPixels(_ value: ExpressionNode, in image: LinkNode, followingProperties: Bool) -> Bool {
        guard let chain = value.singleChain, let head = chain.links.first else { return false }
        let loaders: Set<String> = ["named", "systemName", "systemSymbolName", "resource", "imageLiteralResourceName"]
        let calls = value.descendants(ofType: LinkNode.self).filter(\.hasCall)
        // Loaded by name (`UIImage(named:)`, a project's `.init(braveSystemNamed:)`) or made a template
        // (`withRenderingMode(.alwaysTemplate)`, a project's `.template`): interface drawing.
        if calls.contains(where: { $0.arguments.contains { argument in
            let label = argument.label ?? ""
            return loaders.contains(label) || label.hasSuffix("Named") || label.hasSuffix("SymbolName")
        } || $0.name == "withRenderingMode" || $0.name == "withTintColor" }) { return false }
        if chain.links.contains(where: { ["template", "templateImage"].contains($0.name) && $0.kind == .member }) { return false }
        // An asset catalog's generated accessor (SwiftGen's `hCoreUIAssets.minus.image`, `Asset.logo.image`),
        // whatever the case of its namespace: interface drawing.
        if chain.links.count > 1, chain.links.dropLast().contains(where: { $0.name.lowercased().hasSuffix("assets") || $0.name.lowercased().hasSuffix("asset") }) { return false }
        switch head.kind {
        case .implicitMember: return head.hasCall && !namesPicture(value)  // `.init(data:)`, not `.brandLogo`
        case .name where head.name.isCapitalizedName:
            // A type's constant (`Asset.casita.image`), an empty image (`UIImage()`), or a loader other
            // than a decoder (`UIImage(named:)`).
            guard head.hasCall, !head.arguments.isEmpty else { return false }
        case .name where followingProperties && chain.links.count == 1 && !head.hasCall:
            if let property = enclosingType(of: image)?.properties.first(where: { $0.name == head.name }), let initial = property.initializer {
                return holdsPixels(initial, in: image, followingProperties: false)
            }
            // `if let colorImage = UIImage(color: chat.color, size: …)`: a fill made from a colour, with
            // text drawn over it, which must invert with that text.
            let binding = "let \(head.name) ="
            if image.ancestors().contains(where: { ancestor in
                guard let statement = ancestor as? StatementNode, statement.keyword == "if", let block = statement.blocks.first else { return false }
                let head = file.text(tree.tokens[statement.firstToken].start..<tree.tokens[block.firstToken].start)
                return head.contains(binding) && head.contains("(color:")
            }) { return false }
        case .name, .keyPath, .tuple: break
        default: return false
        }
        // A method of the app that returns an image draws it (`image(for: item)`, `symbol.image(ofSize:)`).
        if calls.contains(where: { $0.name.first?.isLowercase == true }) { return false }
        return !namesPicture(value)
    }

    /// Whether a word of a value's names calls it an icon, symbol, glyph, logo, emoji, badge or
    /// placeholder (`app.icon`, `attributionLogo`, `materialDesignIcons`, `faviconURL`): interface
    /// drawing, not content.
    private func namesPicture(_ value: ExpressionNode?) -> Bool {
        guard let value else { return false }
        let words = RuleContext.pictureWords
        return value.descendants(ofType: LinkNode.self).contains { link in
            (link.kind == .name || link.kind == .member) && RuleContext.nameWords(link.name).contains { word in
                words.contains(word) || word.hasSuffix("s") && words.contains(String(word.dropLast()))
            }
        }
    }

    /// Whether the chain is the icon of a `Label` (`Label { Text(…) } icon: { Image(uiImage: …) }`),
    /// also built in an initialiser of the app's `extension Label` (`self.init(title: …, icon: { … })`).
    private func isLabelIcon(_ chain: ChainNode) -> Bool {
        enclosingCalls(of: chain).contains { call in
            let isLabel = call.link.name == "Label" || call.link.name == "init" && enclosingType(of: call.link)?.name == "Label"
            return isLabel && call.link.closure(labeled: "icon").map { chain.isDescendant(of: $0) } == true
        }
    }

    /// A library's image view that loads a URL: one the file imports a known library for
    /// (`KFImage(avatar)` under `import Kingfisher`), or a view named `…Image` that no code of the
    /// project declares, given a URL (`RemoteImage(url: cover)`). A name that starts with two
    /// capitals is a framework's class (`UIImage`, `CIImage`, `INImage`): a value, not a view.
    private func isRemoteImageView(_ chain: ChainNode) -> Bool {
        guard let first = chain.links.first, first.name.hasSuffix("Image"), first.name.isCapitalizedName else { return false }
        let call = first.hasCall ? first : chain.links.dropFirst().first { $0.hasCall && $0.kind == .member }
        guard let call, isViewPosition(chain), !call.arguments.contains(where: { namesPicture($0.value) }) else { return false }
        if Self.remoteImageViews.contains(where: { imports.contains($0.key) && $0.value.contains(first.name) }) { return true }
        if typeDeclarations.contains(where: { $0.name == first.name }) || project?.isView(first.name) == true { return false }
        guard first.name.dropFirst().first?.isLowercase == true else { return false }
        return call.arguments.contains { argument in
            if let label = argument.label { return ["url", "source", "request", "urlRequest"].contains(label) }
            return argument.value.map { $0.text.lowercased().contains("url") } ?? false
        }
    }

    /// Whether the chain, a view around it, or every place this file draws the code it is in already
    /// decides Smart Invert (`.accessibilityIgnoresInvertColors(…)`, true or false).
    public func decidesInvertColors(around chain: ChainNode) -> Bool {
        func decided(_ node: SyntaxNode) -> Bool {
            var current: SyntaxNode? = node
            while let candidate = current {
                if let around = candidate as? ChainNode, around.links.contains(where: { $0.name == "accessibilityIgnoresInvertColors" }) { return true }
                current = candidate.parent
            }
            return false
        }
        return decided(chain) || isDecidedWhereverDrawn(chain, by: decided)
    }
}
