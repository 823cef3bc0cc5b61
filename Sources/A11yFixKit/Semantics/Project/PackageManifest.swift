/// What a `Package.swift` says about the files under it, read with the lexer (never run): its
/// `platforms:` and its targets, with the folder each one compiles and whether it is a test target.
public struct PackageManifest: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public var name: String
        public var isTest: Bool
        /// The target's folder relative to the package: its `path:`, else `Sources/NAME` (`Tests/NAME`
        /// for tests), or another of the folders SwiftPM looks in when that one does not exist.
        public var paths: [String]
        /// The package's own targets it depends on (`"Core"`, `.target(name: "Core")`), not products of other packages.
        public var dependencies: [String] = []
    }

    /// `.iOS(.v16)` → `["iOS": "16.0"]`; nil when the manifest names no platform (SwiftPM's defaults).
    public var deploymentTargets: [String: String]?
    public var targets: [Target]
    /// Its products (`.library(name: "Sticker", targets: ["StickerView"])`): the targets each one builds.
    public var products: [String: [String]] = [:]
    /// Whether every target could be read: a manifest that builds its targets in code (loops,
    /// helper functions) gives no reliable list, and its files count as unknown.
    public var targetsAreComplete: Bool

    static let targetKinds: [String: Bool] = [
        "target": false, "executableTarget": false, "testTarget": true, "macro": false, "plugin": false, "systemLibrary": false,
    ]

    public init(bytes: [UInt8]) {
        let tokens = Lexer.lex(bytes).tokens
        func text(_ index: Int) -> String { String(decoding: bytes[tokens[index].textRange], as: UTF8.self) }
        func closing(_ open: Int) -> Int {
            var depth = 0
            var index = open
            while index < tokens.count {
                switch tokens[index].kind {
                case .leftBracket, .leftParen, .leftBrace: depth += 1
                case .rightBracket, .rightParen, .rightBrace:
                    depth -= 1
                    if depth == 0 { return index }
                default: break
                }
                index += 1
            }
            return tokens.count - 1
        }
        /// The plain string literal after `label:` at the top level of the call whose `(` is `open`.
        func argument(_ label: String, inCallAt open: Int) -> String? {
            var index = open + 1
            let end = closing(open)
            while index < end {
                switch tokens[index].kind {
                case .leftBracket, .leftParen, .leftBrace:
                    index = closing(index) + 1
                    continue
                case .identifier where text(index) == label && tokens[index + 1].kind == .colon && tokens[index + 2].kind == .stringLiteral:
                    return StringLiteral.value(of: text(index + 2))
                default:
                    break
                }
                index += 1
            }
            return nil
        }

        /// The target names in the array after `label:` at the top level of the call whose `(` is
        /// `open`: string literals and `.target(name:)` / `.byName(name:)`, not `.product(…)`.
        func names(_ label: String, inCallAt open: Int) -> [String] {
            var index = open + 1
            let end = closing(open)
            while index < end {
                switch tokens[index].kind {
                case .leftParen, .leftBrace:
                    index = closing(index) + 1
                    continue
                case .identifier where text(index) == label && tokens[index + 1].kind == .colon && tokens[index + 2].kind == .leftBracket:
                    let close = closing(index + 2)
                    var names: [String] = []
                    var element = index + 3
                    while element < close {
                        if tokens[element].kind == .stringLiteral, let name = StringLiteral.value(of: text(element)) {
                            names.append(name)
                        } else if tokens[element].kind == .period, ["target", "byName"].contains(text(element + 1)), tokens[element + 2].kind == .leftParen {
                            if let name = argument("name", inCallAt: element + 2) { names.append(name) }
                            element = closing(element + 2)
                        } else if tokens[element].kind == .leftParen || tokens[element].kind == .leftBracket || tokens[element].kind == .leftBrace {
                            element = closing(element)
                        }
                        element += 1
                    }
                    return names
                default:
                    break
                }
                index += 1
            }
            return []
        }

        deploymentTargets = nil
        targets = []
        var sawTargetsLabel = false
        var readableTargets = 0
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .identifier else {
                // `.target(name: "Kit", …)` and the other kinds.
                if tokens[index].kind == .period, tokens[index + 1].kind == .identifier, tokens[index + 2].kind == .leftParen,
                   let isTest = PackageManifest.targetKinds[text(index + 1)] {
                    guard let name = argument("name", inCallAt: index + 2) else { continue }
                    readableTargets += 1
                    let paths: [String]
                    if let path = argument("path", inCallAt: index + 2) {
                        // `path: "."` is the package's folder; `"./Sources"` is `Sources`.
                        let parts = path.split(separator: "/").filter { $0 != "." }
                        paths = [parts.joined(separator: "/")]
                    } else {
                        paths = (isTest ? ["Tests"] : ["Sources", "Source", "src", "srcs"]).map { "\($0)/\(name)" }
                    }
                    targets.append(Target(name: name, isTest: isTest, paths: paths, dependencies: names("dependencies", inCallAt: index + 2)))
                    // Its dependencies may name targets the same way (`.target(name: "Kit", condition: …)`): no targets of their own.
                    index = closing(index + 2)
                } else if tokens[index].kind == .period, tokens[index + 1].kind == .identifier, tokens[index + 2].kind == .leftParen,
                          ["library", "executable"].contains(text(index + 1)), let name = argument("name", inCallAt: index + 2) {
                    products[name] = names("targets", inCallAt: index + 2)
                }
                continue
            }
            switch text(index) {
            case "platforms" where tokens[index + 1].kind == .colon && tokens[index + 2].kind == .leftBracket:
                // The first: the package's own; a later `.when(platforms: [.iOS])` condition names no versions.
                if deploymentTargets == nil {
                    deploymentTargets = PackageManifest.platforms(tokens: tokens, from: index + 2, to: closing(index + 2), text: text)
                }
            case "targets" where tokens[index + 1].kind == .colon:
                sawTargetsLabel = true
            default:
                break
            }
        }
        // `targets: [.target(…), …]` read whole; `targets: makeTargets()` or an empty list read nothing.
        targetsAreComplete = sawTargetsLabel && readableTargets > 0
    }

    /// `. platform ( . vNN_M )` or `. platform ( "NN.M" )` entries of the `platforms:` array.
    private static func platforms(tokens: [Token], from open: Int, to close: Int, text: (Int) -> String) -> [String: String]? {
        var targets: [String: String] = [:]
        var index = open + 1
        while index + 4 <= close {
            defer { index += 1 }
            guard tokens[index].kind == .period, tokens[index + 2].kind == .leftParen, Configuration.platforms.contains(text(index + 1)) else { continue }
            let platform = text(index + 1)
            if tokens[index + 3].kind == .period, index + 5 <= close, tokens[index + 5].kind == .rightParen {
                let name = text(index + 4)
                if name.hasPrefix("v"), name.dropFirst().allSatisfy({ $0.isNumber || $0 == "_" }), name.count > 1 {
                    let parts = name.dropFirst().split(separator: "_")
                    targets[platform] = parts.count == 1 ? "\(parts[0]).0" : parts.joined(separator: ".")
                }
            } else if tokens[index + 3].kind == .stringLiteral, tokens[index + 4].kind == .rightParen,
                      let version = StringLiteral.value(of: text(index + 3)), version.first?.isNumber == true {
                targets[platform] = version.contains(".") ? version : version + ".0"
            }
        }
        return targets.isEmpty ? nil : targets
    }

    /// The targets a product builds: those it names and, in turn, the package's targets they depend on.
    public func targets(ofProduct product: String) -> Set<String> {
        var found: Set<String> = []
        var pending = products[product] ?? []
        while let name = pending.popLast() {
            guard found.insert(name).inserted else { continue }
            pending += targets.first { $0.name == name }?.dependencies ?? []
        }
        return found
    }

    /// The `platforms:` of a manifest; nil when it names none.
    public static func deploymentTargets(in bytes: [UInt8]) -> [String: String]? {
        PackageManifest(bytes: bytes).deploymentTargets
    }
}
