/// Code in a file that never reaches the people a11yfix works for: previews, debug-only code, and
/// conditional branches that never compile. Findings there are noise to a team (`scope` in the
/// configuration turns previews and debug code back on).
public enum UnshippedCode: String, Sendable, CaseIterable {
    /// `#Preview { … }`, a `PreviewProvider`, and Views that only previews use.
    case preview
    /// `#if DEBUG` (and `#if !RELEASE`) branches, types named as debug screens that only other debug code shows
    /// (`HistoryDebugViewController`, reached from a debug menu), and files in folders named for debug or QA
    /// tools (`Debug/`, `QA Features/`): developer screens and tools.
    case debug
    /// `#if false`, `#if DEBUG && false`, the `#else` of `#if true`: code the compiler never sees.
    case neverCompiled
    /// Static sample data for previews and demos (`static let example = …`, `static var mock: …`).
    case sample
    /// The fallback of `if #available(iOS 15, *)` in an app that requires iOS 15: compiled, never run.
    case neverRuns
    /// A private View the file builds only inside functions that return an image (a share card
    /// `renderBadgeImage() -> UIImage?` hands to `ImageRenderer`): drawn into pixels the app exports,
    /// never on screen, where assistive technology would meet it.
    case renderedIntoImage
    /// Code nothing calls: a private function, computed property or type the file never mentions
    /// (a view builder left behind by a redesign), and a View of the module no file of the project
    /// names (a screen nothing shows).
    case unused
}

/// Code that shows how to use a library or a technique rather than shipping to users: a repository's
/// example apps, samples and demos. A team running a11yfix over its repository does not want them
/// rewritten (config `scope: ["samples"]` turns them back on).
public enum SampleCode {
    /// Folder names that hold sample code by convention, matched as whole path components below the
    /// project root, so that an app named "Demo" at the root is still checked.
    static let folderNames: Set<String> = ["Example", "Examples", "Sample", "Samples", "SampleCode", "Demo", "Demos"]
    /// The words that start the names of static sample values.
    static let memberPrefixes = ["example", "sample", "mock", "demo", "fake", "stub", "preview"]

    /// Whether `path` lies in a sample folder or a test app's folder below `root` (or, without a root, anywhere in it).
    public static func isSamplePath(_ path: String, projectRoot root: String?) -> Bool {
        var relative = Substring(path)
        if let root, path.hasPrefix(root + "/") { relative = relative.dropFirst(root.count + 1) }
        return relative.split(separator: "/").dropLast().contains { folderNames.contains(String($0)) || namesTestHarness(String($0)) }
    }

    /// A folder named for a test app or harness (`RagTestIOS`, `TestHost`, `UITestApp`): an app the
    /// team builds to try code out, not one it ships. An A/B test's folder (`ABTest`) ships.
    static func namesTestHarness(_ folder: String) -> Bool {
        let words = LabelInference.splitWords(folder)
        guard let index = words.firstIndex(of: "Test") else { return false }
        return index == 0 || !["AB", "A", "Split"].contains(words[index - 1])
    }

    /// `example`, `example2`, `mockItems`, `previewValue`; not `examples` as part of a longer word
    /// (`sampleRate`, `demographics`): the prefix ends the name or is followed by a digit or a capital.
    static func isSampleMemberName(_ name: String) -> Bool {
        memberPrefixes.contains { prefix in
            guard name.hasPrefix(prefix) else { return false }
            let rest = name.dropFirst(prefix.count)
            guard let next = rest.first else { return true }
            if next.isNumber || next == "s" && rest.count == 1 { return true }
            return next.isUppercase && !["Rate", "Size", "Count", "Buffer"].contains { rest.hasPrefix($0) }
        }
    }
}

/// What makes a project an app: the types through which the system starts it and shows its first
/// screen.
enum ShippedCode {
    static let appEntryNames = ["WindowGroup", "UIApplicationDelegate", "UIWindowSceneDelegate", "NSApplicationDelegate", "UIHostingController"]
}

/// Developer screens named as such: a type or file whose name has the word "Debug"
/// (`NewTabPageSectionsDebugView`, `DebugMenuView.swift`; not `DebuggerView`).
enum DebugCode {
    static func isDebugName(_ name: String) -> Bool {
        LabelInference.splitWords(name).contains("Debug")
    }

    /// Whether a file's own name says it holds debug screens or tools (`DebugViews.swift`,
    /// `RootDebugViewController+Onboarding.swift`).
    static func namesDebugFile(_ path: String) -> Bool {
        isDebugName(path.split(separator: "/").last.map(String.init) ?? "")
    }

    /// Whether `path` lies in a folder below `root` named for developer or QA tools (`Debug`,
    /// `DebugMenu`, `QA Features`): screens only a debug or QA build shows.
    static func isDebugPath(_ path: String, projectRoot root: String?) -> Bool {
        var relative = Substring(path)
        if let root, path.hasPrefix(root + "/") { relative = relative.dropFirst(root.count + 1) }
        return relative.split(separator: "/").dropLast().contains { folder in
            LabelInference.splitWords(String(folder)).contains { $0 == "Debug" || $0 == "QA" }
        }
    }
}

extension RuleContext {
    /// What kind of unshipped code holds `offset`, or nil for code that ships.
    public func unshippedCode(at offset: Int) -> UnshippedCode? {
        unshippedRanges.first { $0.range.contains(offset) }?.kind
    }

    /// Whether the code at `offset` lies in an `#if` branch no build compiles (`#if false`, the
    /// `#else` of `#if true`): whatever the configuration's scope, nothing there is reported or fixed
    /// and no report lists what it holds.
    public func isNeverCompiled(_ offset: Int) -> Bool {
        unshippedRanges.contains { $0.kind == .neverCompiled && $0.range.contains(offset) }
    }

    /// Whether `node` is preview code.
    public func isPreview(_ node: SyntaxNode) -> Bool {
        unshippedRanges.contains { $0.kind == .preview && $0.range.contains(node.range.lowerBound) }
    }

    /// Whether a type is a `PreviewProvider`.
    public func isPreviewProvider(_ type: TypeDeclNode) -> Bool {
        type.inheritedTypes.contains { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }
    }

    func findUnshippedRanges() -> [(range: Range<Int>, kind: UnshippedCode)] {
        var ranges: [(range: Range<Int>, kind: UnshippedCode)] = []
        var previews: [Range<Int>] = []
        for chain in chains {
            if let first = chain.links.first, first.kind == .macro, first.name == "Preview" { previews.append(chain.range) }
        }
        for type in typeDeclarations where isPreviewProvider(type) { previews.append(type.range) }
        previews += previewOnlyViews(previews: previews).map(\.range)
        ranges += previews.map { ($0, UnshippedCode.preview) }
        ranges += sampleMembers().map { ($0.range, UnshippedCode.sample) }
        ranges += debugScreens().map { ($0.range, UnshippedCode.debug) }
        if DebugCode.isDebugPath(file.path, projectRoot: project?.root) { ranges.append((tree.root.range, .debug)) }
        let statementGroups = tree.root.descendants(ofType: PoundIfNode.self).map { poundIf in
            poundIf.clauses.map { (range: $0.range, directive: $0.directive, condition: $0.condition.filter { !$0.isWhitespace }) }
        }
        for clauses in statementGroups + postfixPoundIfClauses(excluding: Set(statementGroups.compactMap { $0.first?.range.lowerBound })) {
            // A clause after one that always compiles never does, whatever its own condition says.
            var earlierClauseAlwaysTrue = false
            for clause in clauses {
                let value = clause.directive == "#else" ? nil : CompilationCondition.value(of: clause.condition)
                let kind: UnshippedCode?
                if earlierClauseAlwaysTrue || value == false {
                    kind = .neverCompiled
                } else if CompilationCondition.isDebugOnly(clause.condition)
                            || clause.directive == "#else" && clauses.first.map({ CompilationCondition.excludesDebug($0.condition) }) == true {
                    kind = .debug
                } else {
                    kind = nil
                }
                if value == true { earlierClauseAlwaysTrue = true }
                if let kind { ranges.append((clause.range, kind)) }
            }
        }
        ranges += fallbacksThatNeverRun().map { ($0, UnshippedCode.neverRuns) }
        ranges += viewsRenderedOnlyIntoImages().map { ($0.range, UnshippedCode.renderedIntoImage) }
        ranges += unusedDeclarations().map { ($0.range, UnshippedCode.unused) }
        return ranges
    }

    /// The clauses of each `#if` written among a chain's modifiers (`.padding()` / `#if DEBUG` /
    /// `.overlay { … }` / `#endif`), which the tree keeps as conditional links rather than `#if`
    /// nodes: each clause from its directive to the next, with its condition (the rest of the
    /// directive's line, without spaces). `statementStarts`: where the `#if` nodes begin.
    private func postfixPoundIfClauses(excluding statementStarts: Set<Int>) -> [[(range: Range<Int>, directive: String, condition: String)]] {
        let tokens = tree.tokens
        var groups: [[(range: Range<Int>, directive: String, condition: String)]] = []
        var open: [(isPostfix: Bool, clauses: [(start: Int, directive: String, condition: String)])] = []
        for index in tokens.indices where tokens[index].kind == .poundKeyword {
            let directive = tree.text(ofToken: index)
            let start = tokens[index].start
            let condition = directiveCondition(at: index).filter { !$0.isWhitespace }
            switch directive {
            case "#if":
                open.append((!statementStarts.contains(start), [(start, directive, condition)]))
            case "#elseif", "#else":
                if !open.isEmpty { open[open.count - 1].clauses.append((start, directive, condition)) }
            case "#endif":
                guard let group = open.popLast(), group.isPostfix else { continue }
                let ends = group.clauses.dropFirst().map(\.start) + [tokens[index].end]
                groups.append(zip(group.clauses, ends).map { clause, end in (clause.start..<end, clause.directive, clause.condition) })
            default:
                continue
            }
        }
        return groups
    }

    /// What a compiler directive at token `index` (`#if os(iOS)`, `#elseif DEBUG`) is followed by on
    /// its line: its condition as written; empty for `#else` and `#endif`.
    func directiveCondition(at index: Int) -> String {
        var end = index + 1
        while end < tree.tokens.count, !tree.tokens[end].startsLine { end += 1 }
        return end > index + 1 ? file.text(tree.tokens[index + 1].start..<tree.tokens[end - 1].end) : ""
    }

    /// The file's private Views built only in functions that return an image (`-> UIImage?`,
    /// `-> NSImage`, `-> CGImage?`, `-> Data?`), never in a view.
    private func viewsRenderedOnlyIntoImages() -> [TypeDeclNode] {
        typeDeclarations.filter { type in
            guard type.keyword == "struct", type.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }), isView(type) else { return false }
            let uses = elements(named: [type.name]).filter { !$0.isDescendant(of: type) }
            return !uses.isEmpty && uses.allSatisfy { use in
                guard let function = use.firstAncestor(ofType: FunctionDeclNode.self), let body = function.body else { return false }
                let signature = file.text(tree.tokens[function.firstToken].start..<tree.tokens[body.firstToken].start)
                guard let arrow = signature.range(of: "->") else { return false }
                let result = signature[arrow.upperBound...].filter { !$0.isWhitespace }
                return !result.contains("View") && ["UIImage", "NSImage", "CGImage", "Data"].contains { result.hasPrefix($0) }
            }
        }
    }

    /// Private functions, computed properties and types whose name the file never mentions outside
    /// their own declaration. Declarations others
    /// reach by name at run time are kept: `@objc` and `@IBAction` members (selectors, storyboards),
    /// overrides, `@main`, operators.
    private func unusedDeclarations() -> [SyntaxNode] {
        func isFilePrivate(_ modifiers: [String]) -> Bool { modifiers.contains("private") || modifiers.contains("fileprivate") }
        func isNamedByRuntime(_ attributes: [String]) -> Bool {
            attributes.contains { ["@objc", "@IBAction", "@IBOutlet", "@main", "@NSManaged", "@IBInspectable"].contains(where: $0.hasPrefix) }
        }
        var candidates: [(name: String, node: SyntaxNode)] = []
        for function in tree.root.descendants(ofType: FunctionDeclNode.self)
        where function.keyword == "func" && isFilePrivate(function.modifiers) && !function.modifiers.contains("override") && !isNamedByRuntime(function.attributes) {
            candidates.append((function.name, function))
        }
        for type in typeDeclarations where type.keyword != "extension" && type.keyword != "protocol" && !isNamedByRuntime(type.attributes) {
            if isFilePrivate(type.modifiers) || isUnusedView(type) { candidates.append((type.name, type)) }
            for variable in type.properties
            where variable.isComputed && isFilePrivate(variable.modifiers) && !variable.modifiers.contains("override") && !isNamedByRuntime(variable.attributes.map(\.text)) {
                candidates.append((variable.name, variable))
            }
        }
        candidates = candidates.filter { $0.name.first.map { $0.isLetter || $0 == "_" } ?? false }
        guard !candidates.isEmpty else { return [] }
        let mentioned = Set(mentions(of: candidates).map(\.name))
        return candidates.filter { !mentioned.contains($0.name) }.map(\.node)
    }

    /// A SwiftUI View of the module's own (neither private nor public) that no other file of the
    /// project names outside tests and debug code: nothing shows it (a screen left behind by a
    /// redesign, a component whose only use is commented out). With the file's own mentions, checked
    /// by the caller. A public View is API for code outside the project.
    private func isUnusedView(_ type: TypeDeclNode) -> Bool {
        guard let project, type.keyword == "struct", type.inheritedTypes.contains("View"),
              !type.modifiers.contains("public"), !type.modifiers.contains("open") else { return false }
        // Only in an app, whose screens its entry points reach: a package or a sample of a few
        // files may hand its Views to code a11yfix does not see.
        let isApp = ShippedCode.appEntryNames.contains { project.isReferencedOutside(file: "", name: $0) }
        return isApp && !project.isReferencedOutside(file: file.path, name: type.name)
    }

    /// Where the file names each declaration, outside the declarations of that name themselves.
    private func mentions(of declarations: [(name: String, node: SyntaxNode)]) -> [(name: String, offset: Int)] {
        let names = Set(declarations.map(\.name))
        var mentions: [(name: String, offset: Int)] = []
        for index in tree.tokens.indices where tree.tokens[index].kind == .identifier {
            let name = tree.text(ofToken: index)
            guard names.contains(name) else { continue }
            let offset = tree.tokens[index].start
            if !declarations.contains(where: { $0.name == name && $0.node.range.contains(offset) }) { mentions.append((name, offset)) }
        }
        return mentions
    }

    /// The `else` of `if #available(iOS 15, *)` and the `else` of `guard #available(iOS 15, *)`
    /// where every deployment target the check names is already that version or later.
    private func fallbacksThatNeverRun() -> [Range<Int>] {
        guard !options.deploymentTargets.isEmpty else { return [] }
        var ranges: [Range<Int>] = []
        for statement in tree.root.descendants(ofType: StatementNode.self) where statement.keyword == "if" || statement.keyword == "guard" {
            let conditions = statement.conditions
            guard conditions.count == 1, let checked = availabilityCheck(in: conditions[0]),
                  conditions[0].text.trimmingCharacters(in: .whitespaces).hasPrefix("#available") else { continue }
            let deployed = deploymentMajorVersions(at: statement)
            let alwaysTrue = checked.allSatisfy { platform, major in deployed[platform].map { $0 >= major } ?? true }
                && checked.keys.contains(where: { deployed[$0] != nil })
            guard alwaysTrue else { continue }
            let fallbacks = statement.keyword == "guard" ? statement.blocks : Array(statement.blocks.dropFirst())
            ranges += fallbacks.map(\.range)
        }
        return ranges
    }

    /// Types named as debug screens (`HistoryDebugViewController`) that no file of the project
    /// mentions but debug code and tests: a screen only a debug menu or storyboard shows. One that
    /// shipped code shows (an IDE's `UtilityAreaDebugView` in its tab bar) is a product's screen.
    private func debugScreens() -> [TypeDeclNode] {
        guard let project else { return [] }
        return typeDeclarations.filter { type in
            DebugCode.isDebugName(type.name) && !project.isReferencedOutside(file: file.path, name: type.name)
        }
    }

    /// Static members that hold sample data: `static let example = Toast(…)`, `static var mockItems`.
    private func sampleMembers() -> [SyntaxNode] {
        var members: [SyntaxNode] = []
        for type in typeDeclarations where !isPreviewProvider(type) {
            for member in type.members {
                if let variable = member as? VariableDeclNode, variable.modifiers.contains("static") || variable.modifiers.contains("class"),
                   SampleCode.isSampleMemberName(variable.name) {
                    members.append(variable)
                } else if let function = member as? FunctionDeclNode, function.modifiers.contains("static"), SampleCode.isSampleMemberName(function.name) {
                    members.append(function)
                }
            }
        }
        return members
    }

    /// Views that exist only for previews: declared in this file, used nowhere but in its previews,
    /// and either private to the file or unknown to every other file of the project. A public View
    /// is API for code outside the project, whatever the project itself uses.
    private func previewOnlyViews(previews: [Range<Int>]) -> [TypeDeclNode] {
        guard !previews.isEmpty else { return [] }
        let candidates = typeDeclarations.filter { type in
            // Any type, not only Views: `enum ListPickerPreview { static var picker: some View { NavigationView { … } } }`.
            guard type.keyword != "extension", type.keyword != "protocol", !isPreviewProvider(type) else { return false }
            if type.modifiers.contains("private") || type.modifiers.contains("fileprivate") { return true }
            if type.modifiers.contains("public") || type.modifiers.contains("open") { return false }
            return !(project?.isReferencedOutside(file: file.path, name: type.name) ?? true)
        }
        guard !candidates.isEmpty else { return [] }
        // Where each candidate is mentioned, outside its own declaration.
        let mentions = mentions(of: candidates.map { (name: $0.name, node: $0 as SyntaxNode) })
        // A View used only by previews, or by Views that only previews use (a harness around a mock
        // dashboard), is preview code: grow the set until nothing changes.
        var previewOnly: [TypeDeclNode] = []
        var previewRanges = previews
        var changed = true
        while changed {
            changed = false
            for candidate in candidates where !previewOnly.contains(where: { $0 === candidate }) {
                let uses = mentions.filter { $0.name == candidate.name }
                guard !uses.isEmpty, uses.allSatisfy({ use in previewRanges.contains { $0.contains(use.offset) } }) else { continue }
                previewOnly.append(candidate)
                previewRanges.append(candidate.range)
                changed = true
            }
        }
        return previewOnly
    }
}
