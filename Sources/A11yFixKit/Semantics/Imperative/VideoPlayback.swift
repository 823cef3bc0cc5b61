/// Video the app draws and starts itself: the questions `media-captions` asks. A player built on
/// `AVPlayerLayer` draws frames and nothing else, where the system's players (UIKit's
/// `AVPlayerViewController`, SwiftUI's `VideoPlayer`, AppKit's `AVPlayerView`) carry the menu that
/// turns captions, subtitles and audio descriptions on for the video playing. And playback that
/// starts with nobody asking for it (a clip that loops or plays muted, a video in a list row) is what
/// people who turn off Auto-Play Video Previews or turn on Reduce Motion asked not to get.
public enum VideoAutoplay: Equatable, Sendable {
    /// `AVPlayerLooper`, or a replay when the item ends (`AVPlayerItemDidPlayToEndTime` and a seek).
    case loops
    /// `isMuted = true`, never unmuted: a clip to watch in passing, not to listen to.
    case muted
    /// A table or collection view cell, or a SwiftUI View the project draws once per item.
    case listRow

    /// How a message names it.
    public var description: String {
        switch self {
        case .loops: return "it loops"
        case .muted: return "it plays muted"
        case .listRow: return "it plays inside a list row"
        }
    }
}

extension RuleContext {
    /// The system's players, which offer captions and audio descriptions.
    static let systemVideoPlayers: Set<String> = ["AVPlayerViewController", "VideoPlayer", "AVPlayerView"]
    /// Code that chooses the legible track itself (`mediaSelectionGroup(forMediaCharacteristic: .legible)`,
    /// `AVPlayerItemLegibleOutput`): the app has its own captions menu or draws captions itself. The
    /// project index records the same names (`FileDeclarations.selectsLegibleMedia`).
    static let legibleSelectionNames: Set<String> = ["AVPlayerItemLegibleOutput", "AVMediaCharacteristicLegible"]

    /// A name of the app's own captions controls (`showSubtitlePicker`, `captionTracks`, `ccMenu`,
    /// `subtitlesButton`, `toggleSubtitles`): it offers subtitle tracks itself. A lone `subtitle` is as
    /// often a title's second line; its plural, with a control's word, is the captions of a video.
    static func namesOwnCaptions(_ name: String) -> Bool {
        // Asked of every name of every file: the words are split only for names that may hold one.
        guard name.contains("ubtitle") || name.contains("aption") || name.contains("cc") || name.contains("CC") || name.contains("Cc") else { return false }
        let words = Set(LabelInference.splitWords(name).map { $0.lowercased() })
        return !words.isDisjoint(with: ["subtitle", "subtitles", "captions", "cc"])
            && !words.isDisjoint(with: ["track", "tracks", "picker", "cue", "cues", "menu", "selection"])
            || !words.isDisjoint(with: ["subtitles", "captions"]) && !words.isDisjoint(with: ["button", "options", "sidebar", "toggle"])
    }
    /// Words of a function's name that say a person started it (`playTapped`, `togglePlayback`, `didSelectItem`).
    static let personActionWords: Set<String> = ["tap", "tapped", "toggle", "button", "pressed", "clicked", "click", "action", "select", "selected", "play", "resume"]
    /// Calls whose closure follows a state that something else sets (`.onChange(of: controlState.animating)`):
    /// whether that starts by itself is decided elsewhere.
    static let stateReactionCalls: Set<String> = ["onChange", "onReceive", "sink", "observe"]
    /// Calls whose closure runs when a person acts.
    static let personActionCalls: Set<String> = [
        "Button", "onTapGesture", "onLongPressGesture", "addTarget", "UIAction", "UIAlertAction", "gesture", "simultaneousGesture",
        "contextMenu", "swipeActions", "Menu", "onSubmit", "onKeyPress", "addAction",
    ]

    /// Where the file draws video through `AVPlayerLayer`: a layer it makes (`AVPlayerLayer(player:)`),
    /// a view whose layer is one (`override class var layerClass: AnyClass { AVPlayerLayer.self }`), or a
    /// subclass it declares. One per type, the first.
    public func playerLayerSites() -> [SyntaxNode] {
        var sites: [SyntaxNode] = []
        var owners = Set<Int>()
        func add(_ node: SyntaxNode) {
            if owners.insert(enclosingType(of: node)?.firstToken ?? -1).inserted { sites.append(node) }
        }
        for chain in chainsByFirstName["AVPlayerLayer"] ?? [] {
            let links = chain.links
            if links[0].hasCall || links.count > 1 && links[1].name == "self" { add(chain) }
        }
        for type in typeDeclarations where type.inheritedTypes.first == "AVPlayerLayer" { add(type) }
        return sites.sorted { $0.firstToken < $1.firstToken }
    }

    /// Whether the file shows video in one of the system's players as well (a full-screen
    /// `AVPlayerViewController` beside an inline preview layer): its captions menu is there. A type of
    /// the project's own under such a name (a `struct VideoPlayer: View` that wraps a layer) is not one.
    public var showsSystemVideoPlayer: Bool {
        RuleContext.systemVideoPlayers.contains { name in
            guard let chains = chainsByFirstName[name], !chains.isEmpty,
                  !typeDeclarations.contains(where: { $0.name == name }), project?.isView(name) != true else { return false }
            return name != "VideoPlayer" || imports.contains("AVKit")
        }
    }

    /// Whether the file, or any file of its project, chooses the legible media option itself
    /// (`.legible`, `AVPlayerItemLegibleOutput`) or names its own subtitle picker or tracks
    /// (`showSubtitlePicker`): it offers or draws captions of its own.
    public var selectsLegibleMedia: Bool {
        let tree = self.tree
        let inFile = tree.tokens.indices.contains { index in
            guard tree.tokens[index].kind == .identifier else { return false }
            let name = tree.text(ofToken: index)
            return RuleContext.legibleSelectionNames.contains(name) || name == "legible" && index > 0 && tree.tokens[index - 1].kind == .period
                || RuleContext.namesOwnCaptions(name)
        }
        return inFile || project?.selectsLegibleMedia() == true
    }

    /// Whether the code of `scope` mutes its player for good: it sets `isMuted = true` and never
    /// anything else (an unmute button sets `isMuted = false` or a variable).
    public func mutesPlayer(in scope: SyntaxNode) -> Bool {
        let tree = self.tree
        var muted = false
        for index in scope.firstToken...scope.lastToken where tree.tokens[index].kind == .identifier && tree.text(ofToken: index) == "isMuted" {
            guard index > 0, tree.tokens[index - 1].kind == .period else { continue }
            guard index + 2 <= scope.lastToken, tree.token(index + 1, is: "="), tree.token(index + 2, is: "true") else { return false }
            muted = true
        }
        return muted
    }

    /// Whether the code of `scope` loops its video: `AVPlayerLooper`, or a handler of the item's end
    /// (`AVPlayerItemDidPlayToEndTime`, by closure, Combine or selector) that seeks back.
    public func loopsVideo(in scope: SyntaxNode) -> Bool {
        let tree = self.tree
        let endNames: Set<String> = ["AVPlayerItemDidPlayToEndTime", "didPlayToEndTimeNotification"]
        var observers: [ChainNode] = []
        for index in scope.firstToken...scope.lastToken where tree.tokens[index].kind == .identifier {
            let name = tree.text(ofToken: index)
            if name == "AVPlayerLooper" { return true }
            if endNames.contains(name), let chain = tree.root.descendants(ofType: ChainNode.self).last(where: { $0.firstToken <= index && index <= $0.lastToken && $0.links.contains(where: \.hasCall) }) {
                observers.append(chain)
            }
        }
        func seeks(_ node: SyntaxNode) -> Bool { node.descendants(ofType: LinkNode.self).contains { $0.name == "seek" && $0.hasCall } }
        return observers.contains { observer in
            observer.links.contains { link in
                link.allClosures.contains(where: seeks) || link.arguments.contains { argument in
                    argument.label == "selector" && selectedFunctions(argument).contains(where: seeks)
                }
            }
        }
    }

    /// The functions of this file that `#selector(name)` in an argument names.
    public func selectedFunctions(_ argument: ArgumentNode) -> [FunctionDeclNode] {
        guard let selector = argument.value?.descendants(ofType: LinkNode.self).first(where: { $0.kind == .macro && $0.name == "selector" }),
              let named = selector.arguments.first?.value?.descendants(ofType: LinkNode.self).last(where: { $0.kind == .name || $0.kind == .member })
        else { return [] }
        return tree.root.descendants(ofType: FunctionDeclNode.self).filter { $0.name == named.name }
    }

    /// Whether the code of `scope` plays a clip the app ships (`Bundle.main.url(forResource:withExtension:)`):
    /// it has the tracks the team gave it, and captions burned in or text beside it are the team's to choose.
    /// Whether the file plays videos of the person's photo library (`PHImageManager`'s
    /// `requestPlayerItem(forVideo:)`, `requestAVAsset(forVideo:)`): their own recordings, which carry
    /// no caption or described-audio tracks to offer.
    public var playsPhotoLibraryVideo: Bool {
        let tree = self.tree
        return tree.tokens.indices.contains { index in
            tree.tokens[index].kind == .identifier && ["requestPlayerItem", "requestAVAsset"].contains(tree.text(ofToken: index))
        }
    }

    public func playsBundledClip(in scope: SyntaxNode) -> Bool {
        let tree = self.tree
        return (scope.firstToken...scope.lastToken).contains { tree.tokens[$0].kind == .identifier && tree.text(ofToken: $0) == "forResource" }
    }

    /// Why a `player.play()` starts video that nobody asked for, or nil. The call must play an
    /// `AVPlayer` (a receiver named `…player`, not an audio player) in a file that shows video, outside
    /// any action a person takes (a button, a gesture, an `@IBAction`, a function named for a tap or
    /// for playing), in a type that loops or mutes its video, or that is a list row. A player screen
    /// the person opened, which plays when it appears, plays what they asked for.
    public func videoAutoplay(of call: LinkNode) -> VideoAutoplay? {
        guard let chain = call.parent as? ChainNode, let index = chain.links.firstIndex(where: { $0 === call }), index > 0,
              isPlayerName(chain.links[index - 1].name), showsVideo, !isStartedByPerson(call) else { return nil }
        let scopes = typeScopes(around: call)
        if scopes.contains(where: loopsVideo) { return .loops }
        if scopes.contains(where: mutesPlayer) { return .muted }
        if let type = enclosingType(of: call), isListRow(type) { return .listRow }
        return nil
    }

    /// The type around `node` with its extensions in the file (`MediaView` and the `extension
    /// MediaView` that sets up its looper), or the file where `node` is in no type.
    public func typeScopes(around node: SyntaxNode) -> [SyntaxNode] {
        guard let type = enclosingType(of: node) else { return [tree.root] }
        return typeDeclarations.filter { $0.firstToken == type.firstToken || $0.name == type.name && $0.parent?.firstToken == type.parent?.firstToken }
    }

    /// Whether code around `node` (its type, or the file) already reads Reduce Motion, the Auto-Play
    /// Video Previews setting (`UIAccessibility.isVideoAutoplayEnabled`) or an autoplay setting of the
    /// app's own (`preferences.autoPlayVideo`).
    public func readsAutoplaySetting(around node: SyntaxNode) -> Bool {
        let tree = self.tree
        return typeScopes(around: node).contains { scope in
            ViewAnimation.mentionsReduceMotion(scope, in: self) || (scope.firstToken...scope.lastToken).contains { index in
                tree.tokens[index].kind == .identifier && tree.text(ofToken: index).lowercased().contains("autoplay")
            }
        }
    }

    /// `player`, `queuePlayer`, `avPlayer`, but not `audioPlayer`, `soundPlayer`, `castPlayer` or an
    /// `AVAudioPlayer` the file declares under the name.
    private func isPlayerName(_ name: String) -> Bool {
        let words = RuleContext.nameWords(name)
        guard words.last == "player", !words.contains(where: ["audio", "sound", "tone", "tts", "cast", "music"].contains) else { return false }
        return !tree.root.descendants(ofType: VariableDeclNode.self).contains { variable in
            variable.name == name && ((variable.typeAnnotation ?? "") + (variable.initializer?.text ?? "")).contains("Audio")
        }
    }

    /// Whether the file shows video: it names a video view or layer (`DeclaredType.videoNames`).
    private var showsVideo: Bool {
        DeclaredType.videoNames.contains { chainsByFirstName[$0] != nil }
            || typeDeclarations.contains { type in type.inheritedTypes.contains(where: DeclaredType.videoNames.contains) }
            || tree.root.descendants(ofType: VariableDeclNode.self).contains { variable in
                variable.typeAnnotation.map { annotation in DeclaredType.videoNames.contains { annotation.contains($0) } } ?? false
            }
    }

    /// Whether a person starts the code at `node`, or a state it follows does.
    private func isStartedByPerson(_ node: SyntaxNode) -> Bool {
        for ancestor in node.ancestors() {
            switch ancestor {
            case let function as FunctionDeclNode:
                return function.attributes.contains { $0.hasPrefix("@IBAction") }
                    || RuleContext.nameWords(function.name).contains(where: RuleContext.personActionWords.contains)
            case let link as LinkNode where RuleContext.personActionCalls.contains(link.name) || RuleContext.stateReactionCalls.contains(link.name):
                return true
            case let argument as ArgumentNode where ["action", "handler", "primaryAction"].contains(argument.label ?? ""):
                return true
            default:
                continue
            }
        }
        return false
    }

    /// A table or collection view cell, or a View the project draws once per item.
    private func isListRow(_ type: TypeDeclNode) -> Bool {
        if type.inheritedTypes.first?.hasSuffix("Cell") == true { return true }
        return isView(type) && isDrawnPerItem(type)
    }
}
