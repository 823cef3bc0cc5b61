@testable import A11yFixKit
import XCTest

/// The tree the rules read: declarations, statements, closures and postfix chains, with their
/// parent links, ranges, locations and indentation.
final class ParserTests: XCTestCase {
    // MARK: - Helpers

    private func parse(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> SyntaxTree {
        let tree = SyntaxTestSupport.tree(source)
        SyntaxTestSupport.assertConsistent(tree, source, file: file, line: line)
        return tree
    }

    private func types(_ tree: SyntaxTree) -> [TypeDeclNode] { tree.root.descendants(ofType: TypeDeclNode.self) }

    private func variable(_ name: String, in tree: SyntaxTree) -> VariableDeclNode? {
        tree.root.descendants(ofType: VariableDeclNode.self).first { $0.name == name }
    }

    /// Every chain whose element is `name`, in source order.
    private func elements(_ name: String, in node: SyntaxNode) -> [ChainNode] {
        node.descendants(ofType: ChainNode.self).filter { $0.elementLink?.name == name }
    }

    private func elements(_ name: String, in tree: SyntaxTree) -> [ChainNode] { elements(name, in: tree.root) }

    private func labels(_ link: LinkNode?) -> [String] { link?.arguments.map { $0.label ?? "_" } ?? [] }

    private func valueTexts(_ link: LinkNode?) -> [String] {
        guard let link else { return [] }
        return link.arguments.map { link.tree.file.text($0.valueRange) }
    }

    // MARK: - Type declarations

    func testTypeDeclarationsAndWhatTheyInherit() {
        let tree = parse("""
            struct SettingsView: View {}
            struct Box<T: Equatable & Sendable>: SwiftUI.View, Identifiable where T: Hashable {}
            @MainActor final class VM: ObservableObject, @unchecked Sendable {}
            enum Kind: String, CaseIterable { case a, b }
            actor Store: Sendable {}
            extension Array: Loader where Element: Hashable {}
            protocol Loading: AnyObject, A & B {}
            class Sub: Base<Int>, Delegate {}
            extension Foo.Bar {}
            """)
        let declared = types(tree)
        XCTAssertEqual(declared.map(\.keyword), ["struct", "struct", "class", "enum", "actor", "extension", "protocol", "class", "extension"])
        XCTAssertEqual(declared.map(\.name), ["SettingsView", "Box", "VM", "Kind", "Store", "Array", "Loading", "Sub", "Foo.Bar"])
        XCTAssertEqual(declared.map(\.inheritedTypes), [
            ["View"], ["SwiftUI.View", "Identifiable"], ["ObservableObject", "Sendable"], ["String", "CaseIterable"], ["Sendable"],
            ["Loader"], ["AnyObject", "A", "B"], ["Base", "Delegate"], [],
        ])
        XCTAssertEqual(declared.map(\.conformsToView), [true, true, false, false, false, false, false, false, false])
        XCTAssertEqual(declared[2].attributes, ["@MainActor"])
        XCTAssertEqual(declared[2].modifiers, ["final"])
        XCTAssertEqual(declared[3].members.map(\.kindName), ["case"])
        XCTAssertEqual(declared.map(\.location.line), Array(1...9))
    }

    func testMembersOfATypeAndNestedTypes() {
        let tree = parse("""
            struct Outer: View {
                @State private var count = 0
                let title: String
                var body: some View { Text(title) }
                init(title: String) { self.title = title }
                func increment() { count += 1 }
                subscript(index: Int) -> Int { index }
                struct Inner: View {
                    var body: some View { EmptyView() }
                }
                enum Mode { case on, off }
            }
            """)
        let outer = types(tree)[0]
        XCTAssertEqual(outer.members.map(\.kindName), ["var", "let", "var", "init", "func", "subscript", "struct", "enum"])
        XCTAssertEqual(outer.properties.map(\.name), ["count", "title", "body"])
        XCTAssertEqual(outer.members.compactMap { ($0 as? FunctionDeclNode)?.name }, ["init", "increment", "subscript"])
        XCTAssertEqual((outer.members[6] as? TypeDeclNode)?.properties.map(\.name), ["body"])
        XCTAssertTrue(outer.members[6].parent === outer)
        XCTAssertEqual(outer.bodyOpenToken.map { tree.text(ofToken: $0) }, "{")
        XCTAssertEqual(outer.bodyCloseToken, tree.tokens.count - 2)
    }

    func testStoredPropertiesAndTheirWrappers() {
        let tree = parse(SyntaxSamples.settingsScreen)
        let dismiss = variable("dismiss", in: tree)
        XCTAssertEqual(dismiss?.attributes, [AttributeInfo(name: "Environment", text: #"@Environment(\.dismiss)"#, arguments: #"\.dismiss"#)])
        XCTAssertEqual(dismiss?.modifiers, ["private"])
        XCTAssertEqual(dismiss?.isStored, true)
        XCTAssertEqual(dismiss?.isLet, false)
        let iconSize = variable("iconSize", in: tree)
        XCTAssertEqual(iconSize?.attribute(named: "ScaledMetric")?.arguments, "relativeTo: .body")
        XCTAssertEqual(iconSize?.typeAnnotation, "CGFloat")
        XCTAssertEqual(iconSize?.initializer?.text, "24")
        XCTAssertEqual(variable("notificationsOn", in: tree)?.attributes.map(\.text), [#"@AppStorage("notifications")"#])
        XCTAssertEqual(variable("notificationsOn", in: tree)?.initializer?.singleChain?.links.first?.kind, .literal)
        let sections = variable("sections", in: tree)
        XCTAssertEqual(sections?.isLet, true)
        XCTAssertEqual(sections?.typeAnnotation, "[String]")
        XCTAssertNil(sections?.initializer)
        XCTAssertEqual(sections?.attributes, [])
    }

    func testComputedPropertiesAccessorsAndObservers() {
        let tree = parse("""
            struct S {
                var body: some View {
                    Text("x")
                }
                var total: Int {
                    get { items.count }
                    set { items = Array(repeating: 0, count: newValue) }
                }
                var level = 0 {
                    willSet { print(newValue) }
                    didSet { save() }
                }
                var short: Int { 42 }
            }
            protocol P { var id: Int { get set } }
            """)
        let body = variable("body", in: tree)
        XCTAssertEqual(body?.isComputed, true)
        XCTAssertEqual(body?.typeAnnotation, "some View")
        XCTAssertEqual(body?.body?.children.count, 1)
        XCTAssertEqual(body.flatMap { elements("Text", in: $0) }?.count, 1)
        XCTAssertEqual(body?.body?.location, SourceLocation(line: 2, column: 25))

        let total = variable("total", in: tree)
        XCTAssertEqual(total?.isComputed, true)
        XCTAssertEqual(total?.accessors.map(\.label), ["get", "set"])
        XCTAssertNil(total?.body)
        XCTAssertEqual(total?.accessors.first?.location, SourceLocation(line: 6, column: 9))

        let level = variable("level", in: tree)
        XCTAssertEqual(level?.isStored, true)
        XCTAssertEqual(level?.accessors.map(\.label), ["willSet", "didSet"])
        XCTAssertEqual(level?.initializer?.text, "0")

        XCTAssertEqual(variable("short", in: tree)?.isComputed, true)
        XCTAssertEqual(variable("short", in: tree)?.body?.text, "{ 42 }")
        XCTAssertEqual(variable("id", in: tree)?.isComputed, false, "a protocol requirement has no getter body")
    }

    func testFunctionsInitializersAndSubscripts() {
        let tree = parse("""
            final class C {
                @discardableResult public static func make<T>(_ value: T) async throws -> [T] where T: Sendable { [value] }
                required init?(coder: NSCoder) { nil }
                convenience init() { self.init(coder: .init())! }
                deinit { cancel() }
                subscript(key: String) -> Int? {
                    get { storage[key] }
                    set { storage[key] = newValue }
                }
                static func == (lhs: C, rhs: C) -> Bool { lhs === rhs }
            }
            """)
        let functions = tree.root.descendants(ofType: FunctionDeclNode.self)
        XCTAssertEqual(functions.map(\.keyword), ["func", "init", "init", "deinit", "subscript", "func"])
        XCTAssertEqual(functions.map(\.name), ["make", "init", "init", "deinit", "subscript", "=="])
        XCTAssertEqual(functions[0].attributes, ["@discardableResult"])
        XCTAssertEqual(functions[0].modifiers, ["public", "static"])
        XCTAssertEqual(functions[0].body?.text, "{ [value] }")
        XCTAssertEqual(functions[1].modifiers, ["required"])
        XCTAssertEqual(functions[2].modifiers, ["convenience"])
        XCTAssertEqual(functions[4].body?.label, "get")
        XCTAssertEqual(functions[4].children.compactMap { ($0 as? BlockNode)?.label }, ["get", "set"])
        XCTAssertEqual(functions[5].body?.text, "{ lhs === rhs }")
    }

    // MARK: - Chains

    func testChainsArgumentsAndModifiers() {
        let tree = parse(#"Text("Hello \(name)", bundle: .main).font(.title).padding(.horizontal, 8).accessibilityLabel(Text("Hi"))"#)
        let chain = elements("Text", in: tree).first
        XCTAssertEqual(chain?.links.map(\.kind), [.name, .member, .member, .member])
        XCTAssertEqual(chain?.elementLink?.name, "Text")
        XCTAssertEqual(labels(chain?.elementLink), ["_", "bundle"])
        XCTAssertEqual(valueTexts(chain?.elementLink), [#""Hello \(name)""#, ".main"])
        XCTAssertEqual(chain?.modifiers.map(\.name), ["font", "padding", "accessibilityLabel"])
        XCTAssertEqual(valueTexts(chain?.modifier(named: "padding")), [".horizontal", "8"])
        XCTAssertEqual(chain?.modifier(named: "padding")?.arguments.first?.value?.singleChain?.links.first?.kind, .implicitMember)
        XCTAssertTrue(chain?.hasModifier("font") == true)
        XCTAssertFalse(chain?.hasModifier("bold") == true)
        let link = chain?.elementLink
        XCTAssertEqual(link.flatMap { $0.openParenToken }.map { tree.text(ofToken: $0) }, "(")
        XCTAssertEqual(link.flatMap { $0.closeParenToken }.map { tree.text(ofToken: $0) }, ")")
        // The nested Text is a chain of its own inside the argument.
        XCTAssertEqual(elements("Text", in: tree).count, 2)
        XCTAssertTrue(elements("Text", in: tree)[1].isDescendant(of: chain!.modifier(named: "accessibilityLabel")!))
    }

    func testQualifiedElementsAndGenericCalls() {
        let tree = parse("SwiftUI.Button(\"x\") { }\nBinding<Bool>(get: { on }, set: { on = $0 })\nlet e = Array<Int>()")
        XCTAssertEqual(elements("Button", in: tree).first?.links.map(\.name), ["SwiftUI", "Button"])
        let binding = elements("Binding", in: tree).first
        XCTAssertEqual(labels(binding?.elementLink), ["get", "set"])
        XCTAssertEqual(binding?.elementLink?.allClosures.count, 2)
        XCTAssertEqual(elements("Array", in: tree).count, 1)
    }

    func testMultipleTrailingClosures() {
        let tree = parse("""
            Button { save() } label: {
                Label("Save", systemImage: "tray")
            }
            .disabled(busy)
            Button(action: { save() }) { Text("Save") }
            """)
        let buttons = elements("Button", in: tree)
        XCTAssertEqual(buttons.count, 2)
        XCTAssertEqual(buttons[0].elementLink?.trailingClosures.map(\.label), [nil, "label"])
        XCTAssertEqual(buttons[0].elementLink?.hasCall, false)
        XCTAssertEqual(buttons[0].modifiers.map(\.name), ["disabled"])
        XCTAssertEqual(buttons[0].elementLink?.closure(labeled: "label").map { elements("Label", in: $0).count }, 1)
        XCTAssertEqual(buttons[0].elementLink?.closure(labeled: nil).map { elements("save", in: $0).count }, 1)
        XCTAssertEqual(buttons[1].elementLink?.allClosures.count, 2)
        XCTAssertNotNil(buttons[1].elementLink?.closure(labeled: "action"))
    }

    /// Swift attaches a `{` on the next line (even after a blank line) as a trailing closure;
    /// checked with `swiftc -dump-parse`.
    func testTrailingClosuresOnTheNextLine() {
        let tree = parse("""
            Button("Save")
            {
                save()
            }
            .padding()
            items.forEach

            { print($0) }
            """)
        XCTAssertEqual(tree.root.children.count, 2)
        let button = elements("Button", in: tree).first
        XCTAssertEqual(button?.elementLink?.trailingClosures.count, 1)
        XCTAssertEqual(button?.modifiers.map(\.name), ["padding"])
        XCTAssertEqual(elements("forEach", in: tree).first?.elementLink?.trailingClosures.count, 1)
    }

    func testResultBuilderContentThroughEveryKindOfBranch() {
        let tree = parse("""
            var body: some View {
                Group {
                    if a {
                        Text("if")
                    } else if b {
                        Text("else if")
                    } else {
                        Text("else")
                    }
                    switch mode {
                    case .one, .two:
                        Text("case")
                    @unknown default:
                        Text("default")
                    }
                    ForEach(items, id: \\.id) { item in
                        Text(item.name)
                    }
                    #if os(iOS)
                    Text("iOS")
                    #elseif os(macOS)
                    Text("macOS")
                    #else
                    Text("other")
                    #endif
                }
            }
            """)
        let texts = elements("Text", in: tree)
        XCTAssertEqual(texts.map { valueTexts($0.elementLink).first ?? "" },
                       [#""if""#, #""else if""#, #""else""#, #""case""#, #""default""#, "item.name", #""iOS""#, #""macOS""#, #""other""#])
        XCTAssertTrue(texts.allSatisfy { $0.firstAncestor(ofType: ClosureNode.self)?.parent?.parent?.summary.hasPrefix("Group") == true
                || $0.firstAncestor(ofType: ClosureNode.self)?.parent?.parent?.summary.hasPrefix("ForEach") == true })
        let switchCases = tree.root.descendants(ofType: SwitchCaseNode.self)
        XCTAssertEqual(switchCases.map(\.label), ["case .one, .two", "@unknown default"])
        XCTAssertTrue(texts[3].parent?.parent === switchCases[0])
        let clauses = tree.root.descendants(ofType: PoundIfClauseNode.self)
        XCTAssertEqual(clauses.map(\.directive), ["#if", "#elseif", "#else"])
        XCTAssertEqual(clauses.map(\.condition), ["os(iOS)", "os(macOS)", ""])
        XCTAssertTrue(texts[7].isDescendant(of: clauses[1]))
        XCTAssertEqual(elements("ForEach", in: tree).first?.elementLink?.trailingClosures.first?.closure.signature, "item")
    }

    func testElseIfChainsNestAndEveryIfEndsWithTheChain() {
        let tree = parse("if a { x() } else if b { y() } else if c { z() } else { w() }\nnext()")
        let ifs = tree.root.descendants(ofType: StatementNode.self).filter { $0.keyword == "if" }
        XCTAssertEqual(ifs.count, 3)
        XCTAssertEqual(ifs.map { $0.conditions.map(\.text) }, [["a"], ["b"], ["c"]])
        XCTAssertTrue(ifs[1].parent === ifs[0])
        XCTAssertTrue(ifs[2].parent === ifs[1])
        XCTAssertEqual(ifs[2].blocks.map(\.label), [nil, "else"])
        XCTAssertEqual(ifs[2].blocks.last?.location, SourceLocation(line: 1, column: 50))
        XCTAssertEqual(Set(ifs.map(\.lastToken)).count, 1)
        XCTAssertEqual(tree.root.children.count, 2)
    }

    func testPostfixPoundIfLinksAreConditional() {
        let tree = parse("""
            Text("x")
                .padding()
            #if os(iOS)
                .hoverEffect(.lift)
                .onTapGesture { tap() }
            #else
                .focusable()
            #endif
                .font(.body)
            """)
        let chain = elements("Text", in: tree).first
        XCTAssertEqual(chain?.modifiers.map(\.name), ["padding", "hoverEffect", "onTapGesture", "focusable", "font"])
        XCTAssertEqual(chain?.modifiers.map(\.isConditional), [false, true, true, true, false])
        XCTAssertEqual(chain?.modifier(named: "onTapGesture")?.trailingClosures.count, 1)
        XCTAssertEqual(tree.root.children.count, 1)
    }

    // MARK: - Closures

    func testClosureSignatures() {
        let tree = parse("""
            items.map { item in item.name }
            list.sort { [weak self] (a, b) -> Bool in a < b }
            Task { @MainActor in update() }
            let f = { (x: Int) async throws -> Void in }
            pairs.forEach { key, value in print(key) }
            values.map { $0 * 2 }
            Button { [model] in model.go() } label: { Text("Go") }
            """)
        let closures = tree.root.descendants(ofType: ClosureNode.self)
        XCTAssertEqual(closures.map(\.signature), ["item", "[weak self] (a, b) -> Bool", "@MainActor", "(x: Int) async throws -> Void", "key, value", nil, "[model]", nil])
        XCTAssertEqual(closures.map { $0.inToken.map { tree.text(ofToken: $0) } }, ["in", "in", "in", "in", "in", nil, "in", nil])
        XCTAssertEqual(closures[0].statements.first?.text, "item.name")
        XCTAssertEqual(closures[5].statements.first?.text, "$0 * 2")
        XCTAssertEqual(closures.map { tree.text(ofToken: $0.openBraceToken) + tree.text(ofToken: $0.closeBraceToken) }, Array(repeating: "{}", count: 8))
    }

    func testFiveThousandStatementsInOneClosure() {
        let statements = (0..<5000).map { "    Text(\"\($0)\")" }.joined(separator: "\n")
        let tree = parse("VStack {\n\(statements)\n}")
        let closure = elements("VStack", in: tree).first?.elementLink?.trailingClosures.first?.closure
        XCTAssertEqual(closure?.statements.count, 5000)
        XCTAssertEqual(closure?.statements.last?.location, SourceLocation(line: 5001, column: 5))
        XCTAssertNil(tree.nestingTooDeep)
    }

    // MARK: - Statements

    func testConditionsAndLoopHeadersDoNotTakeTrailingClosures() {
        let tree = parse("""
            if x.isEmpty { a() }
            for x in items.filter(\\.isOn) where x.ok { b() }
            while let x = it.next() { c() }
            guard let y = items.first(where: { $0 > 1 }) else { return }
            switch value.kind { case .a: d() default: break }
            if let x { e() }
            """)
        let statements = tree.root.children.compactMap { $0 as? StatementNode }
        XCTAssertEqual(statements.map(\.keyword), ["if", "for", "while", "guard", "switch", "if"])
        XCTAssertEqual(statements.map { $0.conditions.map(\.text) }, [
            ["x.isEmpty"], ["items.filter(\\.isOn)", "x.ok"], ["x = it.next()"], ["y = items.first(where: { $0 > 1 })"], ["value.kind"], ["x"],
        ])
        XCTAssertEqual(statements.map { $0.blocks.count }, [1, 1, 1, 1, 0, 1])
        XCTAssertTrue(statements.allSatisfy { $0.descendants(ofType: ChainNode.self).allSatisfy { !($0.elementLink?.hasTrailingClosures ?? false) } })
        XCTAssertEqual(statements[4].children.compactMap { ($0 as? SwitchCaseNode)?.label }, ["case .a", "default"])
    }

    func testRepeatWhileEndsAtTheLineBreak() {
        let tree = parse("repeat { step() } while more\nitems.map { $0 }")
        XCTAssertEqual(tree.root.children.map(\.kindName), ["repeat", "expr"])
        XCTAssertEqual((tree.root.children[0] as? StatementNode)?.conditions.map(\.text), ["more"])
        XCTAssertEqual(elements("map", in: tree).first?.elementLink?.trailingClosures.count, 1)
    }

    func testIfAndSwitchExpressions() {
        let tree = parse("let v = if a { 1 } else { 2 }\nlet w = switch v { case 1: \"one\" default: \"many\" }")
        let v = variable("v", in: tree)
        XCTAssertEqual((v?.initializer?.children.first as? StatementNode)?.keyword, "if")
        XCTAssertEqual((v?.initializer?.children.first as? StatementNode)?.blocks.map(\.label), [nil, "else"])
        let w = variable("w", in: tree)
        XCTAssertEqual((w?.initializer?.children.first as? StatementNode)?.keyword, "switch")
        XCTAssertEqual(w?.initializer?.children.first?.children.compactMap { ($0 as? SwitchCaseNode)?.label }, ["case 1", "default"])
    }

    func testDoCatchDeferAndLabelledLoops() {
        let tree = parse("do { try a() } catch let e as E { b(e) } catch { c() }\ndefer { d() }\nouter: for x in xs { break outer }")
        let statements = tree.root.children.compactMap { $0 as? StatementNode }
        XCTAssertEqual(statements.map(\.keyword), ["do", "defer", "for"])
        XCTAssertEqual(statements[0].blocks.map(\.label), [nil, "catch", "catch"])
        XCTAssertEqual(statements[0].blocks[1].text, "catch let e as E { b(e) }")
        XCTAssertEqual(statements[2].location, SourceLocation(line: 3, column: 1))
        XCTAssertEqual(statements[2].text, "outer: for x in xs { break outer }")
    }

    // MARK: - Positions

    func testLocationsAndIndentation() {
        let tree = parse("struct V: View {\n\tvar body: some View {\n\t\tText(\"a\")\n\t\t    .bold()\n\t}\n}")
        let text = elements("Text", in: tree).first
        XCTAssertEqual(text?.location, SourceLocation(line: 3, column: 3))
        XCTAssertEqual(text?.indentation, "\t\t")
        XCTAssertEqual(text?.endLocation, SourceLocation(line: 4, column: 14))
        XCTAssertEqual(text?.modifier(named: "bold")?.indentation, "\t\t    ")
        XCTAssertEqual(variable("body", in: tree)?.indentation, "\t")
        XCTAssertEqual(text?.range, tree.file.bytes.count - 28..<tree.file.bytes.count - 5)
    }

    // MARK: - Whole screens

    func testSettingsScreen() {
        let tree = parse(SyntaxSamples.settingsScreen)
        let view = types(tree).first
        XCTAssertEqual(view?.name, "SettingsView")
        XCTAssertEqual(view?.attributes, ["@MainActor"])
        XCTAssertEqual(view?.properties.map(\.name), ["dismiss", "reduceMotion", "notificationsOn", "volume", "iconSize", "sections", "body"])

        let toggle = elements("Toggle", in: tree).first
        XCTAssertEqual(labels(toggle?.elementLink), ["_", "isOn"])
        XCTAssertEqual(valueTexts(toggle?.elementLink), [#""Notifications""#, "$notificationsOn"])

        let slider = elements("Slider", in: tree).first
        XCTAssertEqual(labels(slider?.elementLink), ["value", "in"])
        XCTAssertEqual(valueTexts(slider?.elementLink), ["$volume", "0...1"])
        XCTAssertEqual(slider?.modifiers.map(\.name), ["accessibilityValue"])
        XCTAssertEqual(slider?.location, SourceLocation(line: 18, column: 21))

        let sections = elements("Section", in: tree)
        XCTAssertEqual(sections.map { $0.elementLink?.trailingClosures.map(\.label) ?? [] }, [[nil], [nil, "header"]])

        let form = elements("Form", in: tree).first
        XCTAssertEqual(form?.modifiers.map(\.name), ["navigationTitle", "toolbar"])
        let done = elements("Button", in: tree)
        XCTAssertEqual(done.count, 1)
        XCTAssertEqual(valueTexts(done.first?.elementLink), [#""Done""#])
        XCTAssertEqual(done.first?.elementLink?.closure(labeled: nil)?.statements.first?.text, "dismiss()")
        XCTAssertTrue(done.first?.isDescendant(of: form!.modifier(named: "toolbar")!) == true)

        let ifs = tree.root.descendants(ofType: StatementNode.self).filter { $0.keyword == "if" }
        XCTAssertEqual(ifs.map { $0.conditions.map(\.text) }, [["notificationsOn"], ["sections.isEmpty"]])
        XCTAssertEqual(elements("Image", in: ifs[0].blocks[0]).first?.modifiers.map(\.name), ["font"])
        XCTAssertEqual(elements("NavigationLink", in: tree).first?.firstAncestor(ofType: ClosureNode.self)?.signature, "name")
    }

    func testFeedScreen() {
        let tree = parse(SyntaxSamples.feedScreen)
        XCTAssertEqual(types(tree).map(\.name), ["Post", "FeedModel", "FeedView", "PostRow"])
        let model = types(tree)[1]
        XCTAssertEqual(model.attributes, ["@MainActor"])
        XCTAssertEqual(model.modifiers, ["final"])
        XCTAssertEqual(model.members.compactMap { ($0 as? FunctionDeclNode)?.name }, ["refresh", "like"])
        XCTAssertTrue(variable("posts", in: tree)?.modifiers.contains("private") == true)

        let forEach = elements("ForEach", in: tree).first
        XCTAssertEqual(forEach?.elementLink?.trailingClosures.first?.closure.signature, "post")
        XCTAssertEqual(forEach?.modifiers.map(\.name), ["onDelete"])
        XCTAssertEqual(forEach?.modifier(named: "onDelete")?.trailingClosures.first?.closure.signature, "offsets")

        let row = elements("PostRow", in: tree).first
        XCTAssertEqual(labels(row?.elementLink), ["post", "onLike"])
        XCTAssertEqual(row?.elementLink?.allClosures.count, 1)
        XCTAssertEqual(row?.modifiers.map(\.name), ["listRowSeparator"])
        XCTAssertTrue(row?.isDescendant(of: forEach!) == true)

        let list = elements("List", in: tree).first
        XCTAssertEqual(list?.modifiers.map(\.name), ["refreshable", "overlay"])

        let buttons = elements("Button", in: tree)
        XCTAssertEqual(buttons.map { labels($0.elementLink) }, [["action"], ["_", "action"], ["role"]])
        XCTAssertEqual(buttons.map { $0.elementLink?.trailingClosures.map(\.label) ?? [] }, [[nil], [], [nil, "label"]])
        XCTAssertEqual(buttons[0].modifiers.map(\.name), ["buttonStyle"])
        XCTAssertEqual(elements("Image", in: buttons[0]).first.map { valueTexts($0.elementLink) }, [#"post.likes > 0 ? "heart.fill" : "heart""#])

        let image = elements("Image", in: tree).first
        XCTAssertEqual(image?.modifiers.map(\.name), ["resizable", "frame", "clipShape"])
        XCTAssertEqual(image?.firstAncestor(ofType: StatementNode.self)?.conditions.map(\.text), ["imageName = post.imageName"])
        let guardStatement = tree.root.descendants(ofType: StatementNode.self).first { $0.keyword == "guard" }
        XCTAssertEqual(guardStatement?.blocks.first?.children.first?.kindName, "return")
    }

    func testPlayerScreen() {
        let tree = parse(SyntaxSamples.playerScreen)
        let buttons = elements("Button", in: tree)
        XCTAssertEqual(buttons.count, 3)
        XCTAssertEqual(buttons.map { $0.elementLink?.trailingClosures.map(\.label) ?? [] }, [[nil, "label"], [nil, "label"], [nil]])
        XCTAssertEqual(buttons.map { $0.modifiers.map(\.name) }, [[], ["keyboardShortcut"], ["hoverEffect"]])
        XCTAssertEqual(buttons[2].modifier(named: "hoverEffect")?.isConditional, true)
        XCTAssertEqual(buttons[2].elementLink?.allClosures.count, 2)
        XCTAssertEqual(buttons.map(\.location.line), [33, 36, 45])

        let slider = elements("Slider", in: tree).first
        XCTAssertEqual(slider?.elementLink?.trailingClosures.map(\.label), [nil, "minimumValueLabel", "maximumValueLabel", "onEditingChanged"])
        XCTAssertEqual(slider?.elementLink?.closure(labeled: "onEditingChanged")?.signature, "editing")

        let artwork = elements("AsyncImage", in: tree).first
        XCTAssertEqual(artwork?.elementLink?.trailingClosures.map(\.label), [nil, "placeholder"])
        XCTAssertEqual(artwork?.modifiers.map(\.name), ["frame", "scaleEffect", "animation"])
        let animation = artwork?.modifier(named: "animation")
        XCTAssertEqual(labels(animation), ["_", "value"])
        XCTAssertEqual(valueTexts(animation), [".spring(response: 0.4, dampingFraction: 0.7)", "isPlaying"])

        let animations = elements("withAnimation", in: tree)
        XCTAssertEqual(animations.map { valueTexts($0.elementLink) }, [[".easeInOut(duration: 0.2)"], [#"reduceMotion ? nil : .linear(duration: 1).repeatForever()"#]])
        XCTAssertEqual(elements("VStack", in: tree).first?.modifiers.map(\.name), ["sheet", "onAppear"])

        let functions = tree.root.descendants(ofType: FunctionDeclNode.self)
        XCTAssertEqual(functions.map(\.name), ["format", "seek", "skip"])
        XCTAssertEqual(functions.map(\.modifiers), [["private"], ["private"], ["private"]])
        let preview = tree.root.children.last as? ExpressionNode
        XCTAssertEqual(preview?.singleChain?.elementLink?.kind, .macro)
        XCTAssertEqual(preview?.singleChain?.elementLink?.name, "Preview")
    }

    // MARK: - Broken code

    func testUnclosedCodeKeepsRangesNested() {
        let tree = parse("Button {\n    Text(\"x\")")
        let closure = elements("Button", in: tree).first?.elementLink?.trailingClosures.first?.closure
        XCTAssertEqual(closure.map { tree.text(ofToken: $0.lastToken) }, ")")
        XCTAssertEqual(tree.unbalancedDelimiters, [1])
        XCTAssertFalse(tree.isWellFormed)
        // Nodes do not keep their tree alive: each tree is bound to a name while its nodes are used.
        let bareSwitch = parse("switch")
        XCTAssertTrue(bareSwitch.root.children.first?.children.isEmpty == true)
        let bareVariable = parse("var x =")
        XCTAssertNil(variable("x", in: bareVariable).flatMap(\.initializer))
        let danglingTernary = parse("let a = b ?")
        XCTAssertEqual(danglingTernary.root.children.count, 1)
    }

    // MARK: - Depth

    private static let smallStack = 512 * 1024

    func testTenThousandNestedDelimitersAreRefusedWithoutCrashing() {
        let inputs = [
            String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000),
            String(repeating: "{", count: 10_000),
            "let a = " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
        ]
        for source in inputs {
            for stackSize in [8 * 1024 * 1024, Self.smallStack] {
                SyntaxTestSupport.onThread(stackSize: stackSize) {
                    let tree = SyntaxTestSupport.tree(source)
                    XCTAssertEqual(tree.nestingTooDeep?.depth, 10_000)
                    XCTAssertEqual(tree.root.children.count, 0, "the tree is left empty")
                    XCTAssertFalse(tree.isWellFormed)
                }
            }
        }
    }

    /// Nesting the delimiter pre-pass does not see (expressions, `#if`, `if` chains) is bounded by
    /// the parser on a Dispatch-sized stack, in debug builds too: no crash, and the file is
    /// reported as too deep rather than half parsed.
    func testDeepNestingWithoutDelimitersIsRefusedOnASmallStack() {
        let inputs = [
            "let x = " + String(repeating: "a ? ", count: 10_000) + "b" + String(repeating: " : c", count: 10_000),
            "let y = " + String(repeating: "if ", count: 10_000) + "a",
            String(repeating: "#if A\n", count: 10_000) + "x()\n" + String(repeating: "#endif\n", count: 10_000),
            "func f() {\n if a { }" + String(repeating: " else if a { x() }\n", count: 10_000) + "}\n",
        ]
        for source in inputs {
            SyntaxTestSupport.onThread(stackSize: Self.smallStack) {
                let tree = SyntaxTestSupport.tree(source)
                XCTAssertNotNil(tree.nestingTooDeep, String(source.prefix(40)))
                XCTAssertEqual(tree.root.children.count, 0, String(source.prefix(40)))
            }
        }
    }

    /// Long but flat constructs are parsed in loops, so they parse completely on a small stack.
    func testLongFlatConstructsParseCompletelyOnASmallStack() {
        let count = 10_000
        let operatorChain = "let sum = " + (0..<count).map { "a\($0)" }.joined(separator: " + ")
        let memberChain = "let deep = root" + String(repeating: ".next", count: count)
        let modifierChain = "Text(\"x\")" + String(repeating: "\n    .padding()", count: count)
        let ternaryChain = "let pick = " + (0..<count).map { "c\($0) ? v\($0) : " }.joined() + "fallback"
        SyntaxTestSupport.onThread(stackSize: Self.smallStack) {
            let sum = SyntaxTestSupport.tree(operatorChain)
            XCTAssertNil(sum.nestingTooDeep)
            XCTAssertEqual((sum.root.children.first as? VariableDeclNode)?.initializer?.children.count, count)

            let deep = SyntaxTestSupport.tree(memberChain)
            XCTAssertEqual((deep.root.children.first as? VariableDeclNode)?.initializer?.singleChain?.links.count, count + 1)

            let modified = SyntaxTestSupport.tree(modifierChain)
            XCTAssertEqual((modified.root.children.first as? ExpressionNode)?.singleChain?.modifiers.count, count)

            let pick = SyntaxTestSupport.tree(ternaryChain)
            XCTAssertNil(pick.nestingTooDeep)
            XCTAssertEqual(pick.root.descendants(ofType: ChainNode.self).count, 2 * count + 1)
        }
    }

    /// SwiftUI files nest a dozen containers deep; that must parse in full on a 512 KB stack even
    /// in a debug build (the stack guard may only cut in far deeper than real code goes).
    func testARealisticallyDeepViewParsesOnASmallStack() {
        var body = "Text(\"leaf\").font(.body)\n"
        let containers = ["VStack(alignment: .leading, spacing: 8) {", "HStack {", "ForEach(items, id: \\.id) { item in",
                          "Button { action() } label: {", "Group {"]
        for level in 0..<12 {
            body = containers[level % containers.count] + "\nText(\"level\").padding(.horizontal, 4)\n" + body
                + "}\n.padding(.vertical)\n.accessibilityElement(children: .combine)\n"
        }
        let source = "struct V: View {\n var body: some View {\n" + body + "}\n}\n"
        SyntaxTestSupport.onThread(stackSize: Self.smallStack) {
            let tree = SyntaxTestSupport.tree(source)
            XCTAssertNil(tree.nestingTooDeep)
            XCTAssertEqual(tree.root.descendants(ofType: ChainNode.self).filter { $0.elementLink?.name == "Text" }.count, 13)
        }
    }
}
