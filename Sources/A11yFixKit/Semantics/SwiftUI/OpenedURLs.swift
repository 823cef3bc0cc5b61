/// What a control's action opens when all it does is open a URL: SwiftUI's `openURL`, UIKit's
/// `UIApplication.shared.open`, AppKit's `NSWorkspace.shared.open`, after at most the lines that make
/// the URL (`let url = …`, `guard let url = … else { return }`, `if let url = … { … }`).
extension RuleContext {
    /// A URL an action opens.
    public struct OpenedURL {
        public enum Kind: Equatable {
            /// A web page: an `http(s)` literal, or a property named for a page (`privacyPolicyURL`).
            case webPage
            /// The Settings app or System Settings (`UIApplication.openSettingsURLString`).
            case appSettings
            /// A call, a message or an email (`tel:`, `sms:`, `facetime:`, `mailto:`).
            case communication
            /// Anything else: a file, another app's scheme, a URL the code does not name.
            case other
        }

        public var kind: Kind
        /// The URL's code as the open call receives it, looking through a `let url = …` before it.
        public var text: String
        /// `URL(string: "https://…")!` written out: a `Link` can take it as it is.
        public var isLiteralNonOptional: Bool
    }

    /// A URL value in the code: the chain that makes or reads it, and its whole text (a trailing `!`).
    private struct URLValue {
        var chain: ChainNode
        var text: String
        var isForceUnwrapped: Bool

        init?(_ expression: ExpressionNode?, in context: RuleContext) {
            guard let expression, let chain = expression.children.last as? ChainNode else { return nil }
            self.chain = chain
            let tokens = context.tree.tokens
            text = context.file.text(tokens[chain.firstToken].start..<tokens[expression.lastToken].end)
            isForceUnwrapped = context.tree.text(ofToken: expression.lastToken) == "!"
        }
    }

    /// The URL `closure` opens when opening it is all the closure does; nil when it does anything
    /// else (logs, changes state, dismisses) or opens nothing.
    public func openedURL(byAction closure: ClosureNode) -> OpenedURL? {
        var bindings: [String: URLValue] = [:]
        var opened: URLValue?
        var pending: [SyntaxNode] = closure.statements.reversed()
        while let node = pending.popLast() {
            switch node {
            case let declaration as VariableDeclNode:
                guard let value = URLValue(declaration.initializer, in: self), isURLConstruction(value.chain) else { return nil }
                bindings[declaration.name] = value
            case let statement as StatementNode where statement.keyword == "guard" || statement.keyword == "if":
                // Only unwrapping the URL: `if let url = URL(string: …) { … }`, `guard let url = … else { return }`.
                guard let binding = optionalBinding(in: statement) else { return nil }
                bindings[binding.name] = binding.value
                for block in statement.blocks {
                    if statement.keyword == "guard" {
                        guard block.children.allSatisfy({ ($0 as? StatementNode)?.keyword == "return" }) else { return nil }
                    } else {
                        pending.append(contentsOf: block.children.reversed())
                    }
                }
                if statement.keyword == "if", statement.blocks.count != 1 { return nil }
            case let expression as ExpressionNode:
                guard opened == nil, let argument = openedArgument(of: expression) else { return nil }
                opened = argument
            default:
                return nil
            }
        }
        guard var url = opened else { return nil }
        if url.chain.links.count == 1, !url.chain.links[0].hasCall, let bound = bindings[url.chain.links[0].name] {
            url = bound
        }
        return OpenedURL(kind: urlKind(of: url.chain), text: url.text, isLiteralNonOptional: url.isForceUnwrapped && urlLiteral(in: url.chain) != nil)
    }

    /// Whether `closure` follows a link: it opens a URL, or all it does is hand one value named for a
    /// link or a URL to a function (`linkAction(link)`, `onOpen(content.url)`), the way a text
    /// renderer's link handler does.
    public func followsLink(byAction closure: ClosureNode) -> Bool {
        if openedURL(byAction: closure) != nil { return true }
        // `selectedLink = curriculum` with `@State var selectedLink: URL?`, or `showTUMOnline = true` with
        // `.sheet(isPresented: $showTUMOnline) { SFSafariViewWrapper(url: …) }`: it shows a web page.
        if closure.statements.count == 1, let statement = closure.statements.first as? ExpressionNode,
           let (target, op, value) = assignment(in: statement), op == "=" {
            let name = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
            if let property = enclosingType(of: closure)?.properties.first(where: { $0.name == name }),
               let type = property.typeAnnotation?.replacingOccurrences(of: " ", with: ""), type == "URL?" || type == "URL" {
                return true
            }
            if value.tokens.count == 1, tree.text(ofToken: value.tokens.lowerBound) == "true",
               let screen = presentedScreen(ofState: name, near: closure),
               ["Safari", "WebView", "Browser", "WKWeb"].contains(where: screen.contains) {
                return true
            }
        }
        guard closure.statements.count == 1, let chain = (closure.statements.first as? ExpressionNode)?.singleChain,
              let call = chain.links.last, call.hasCall, !call.hasTrailingClosures, call.arguments.count == 1,
              let argument = call.arguments.first?.value?.singleChain?.links.last, !argument.hasCall else { return false }
        let last = LabelInference.splitWords(argument.name).last?.lowercased()
        return last == "url" || last == "link"
    }

    /// `let url = URL(string: …)`, `let url = viewModel.helpURL`: making or reading a URL, nothing else.
    private func isURLConstruction(_ chain: ChainNode) -> Bool {
        if chain.elementLink?.name == "URL" { return chain.links.count == 1 }
        return chain.links.allSatisfy { !$0.hasCall && ($0.kind == .name || $0.kind == .member) }
    }

    /// The one optional binding a `guard` or `if` makes, when that is all its condition does.
    private func optionalBinding(in statement: StatementNode) -> (name: String, value: URLValue)? {
        let tokens = tree.tokens
        let start = statement.firstToken + 1
        guard start + 3 < tokens.count, tree.token(start, is: "let") || tree.token(start, is: "var"),
              tokens[start + 1].kind == .identifier, tree.text(ofToken: start + 2) == "=",
              statement.conditions.count == 1, let condition = statement.conditions.first, condition.children.count == 2,
              let value = URLValue(condition, in: self), isURLConstruction(value.chain) else { return nil }
        // A second condition (`, isEnabled`) or `&&` means the tap does not always open it.
        let end = statement.blocks.first?.firstToken ?? statement.lastToken
        guard !(condition.lastToken + 1..<end).contains(where: { tokens[$0].kind == .comma || tree.text(ofToken: $0) == "&&" }) else { return nil }
        return (tree.text(ofToken: start + 1), value)
    }

    /// The URL argument of `openURL(url)` (SwiftUI's environment action, declared by the View),
    /// `UIApplication.shared.open(url)` or `NSWorkspace.shared.open(url)` with nothing else to do
    /// (no completion handler).
    private func openedArgument(of expression: ExpressionNode) -> URLValue? {
        guard let chain = expression.singleChain, let call = chain.links.last, call.hasCall, !call.hasTrailingClosures,
              let first = call.arguments.first, first.label == nil else { return nil }
        let receiver = chain.links.dropLast().map(\.name)
        switch (receiver, call.name) {
        case (["UIApplication", "shared"], "open"):
            guard call.arguments.dropFirst().allSatisfy({ $0.label == "options" }) else { return nil }
        case (["NSWorkspace", "shared"], "open"):
            guard call.arguments.count == 1 else { return nil }
        case ([], _), (["self"], _):
            guard call.arguments.count == 1, let type = enclosingType(of: chain),
                  type.properties.contains(where: { $0.name == call.name && $0.attribute(named: "Environment")?.arguments?.contains(".openURL") == true })
            else { return nil }
        default:
            return nil
        }
        return URLValue(first.value, in: self)
    }

    /// What a URL expression opens, as far as its code says.
    private func urlKind(of chain: ChainNode) -> OpenedURL.Kind {
        let text = chain.text
        if ["openSettingsURLString", "openNotificationSettingsURLString", "x-apple.systempreferences", "App-Prefs:", "prefs:"].contains(where: text.contains) {
            return .appSettings
        }
        if let string = urlLiteral(in: chain) {
            let scheme = string.prefix { $0 != ":" }.lowercased()
            if ["mailto", "tel", "telprompt", "sms", "facetime", "facetime-audio"].contains(scheme) { return .communication }
            // The App Store's review sheet or product page opens the App Store app, an action ("Rate the app").
            if ["itms-apps", "itms-appss", "macappstore", "itms-beta"].contains(scheme) || string.contains("action=write-review") { return .other }
            return scheme == "http" || scheme == "https" ? .webPage : .other
        }
        // A property named for a page (`privacyPolicyURL`, `package.homepageURL`); a bare `url`
        // or one named for a file (`logFileURL`, `folderURL`) or a route in the app (`navigationURL`) says nothing about where it goes.
        guard chain.links.allSatisfy({ !$0.hasCall && ($0.kind == .name || $0.kind == .member) }),
              let last = chain.links.last else { return .other }
        let words = RuleContext.words(in: last.name)
        let fileWords: Set<String> = ["file", "folder", "directory", "dir", "path", "log", "logs", "document", "documents", "local", "cache", "container", "bundle", "app", "scheme", "deep", "callback", "redirect", "server", "api", "endpoint", "base", "host", "navigation", "route", "universal", "internal"]
        guard words.count > 1, words.last == "url" || words.last == "link", fileWords.isDisjoint(with: words) else { return .other }
        return .webPage
    }

    /// The string of `URL(string: "…")` or `URL(string: "…")!`.
    private func urlLiteral(in chain: ChainNode) -> String? {
        guard let element = chain.elementLink, element.name == "URL", chain.links.count == 1,
              let argument = element.argument("string") else { return nil }
        return stringLiteralValue(argument.value)
    }
}
