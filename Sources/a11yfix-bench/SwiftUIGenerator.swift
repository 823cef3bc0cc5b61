/// Writes SwiftUI files: screens, rows, editors and settings forms whose bodies are random trees of
/// stacks, lists and controls, with the modifiers and button forms a11yfix's rules look at.
struct SwiftUIGenerator {
    enum Screen: CaseIterable {
        case list, detail, editor, settings, dashboard
    }

    /// What the body being written refers to, so its struct declares exactly that.
    private struct ViewScope {
        var states: [(name: String, declaration: String)] = []
        var actions: [String] = []
        /// An entity value in reach: the view's `let` property or a `ForEach` variable.
        var item: String?
        var viewModel: String?
        var canDismiss = false
        var callback: String?
        /// Computed subviews the body uses; they are declared after `body`.
        var subviews: [String] = []
    }

    var random: SeededRandom
    let app: AppProfile
    let entity: Entity
    private var scope = ViewScope()
    /// Bounds the random view trees of one file, whose sizes would otherwise have a long tail.
    private var viewNodesLeft = 0

    init(random: SeededRandom, app: AppProfile, entity: Entity) {
        self.random = random
        self.app = app
        self.entity = entity
    }

    // MARK: - Files

    mutating func screenFile(_ screen: Screen, typeName: String, targetSize: Int) -> SourceWriter {
        var w = SourceWriter()
        viewNodesLeft = max(24, targetSize / 160)
        FileHeader.write(&w, file: typeName, app: app, random: &random, imports: imports())
        switch screen {
        case .list: listScreen(&w, typeName: typeName)
        case .detail: detailScreen(&w, typeName: typeName)
        case .editor: editorScreen(&w, typeName: typeName)
        case .settings: settingsScreen(&w, typeName: typeName)
        case .dashboard: dashboardScreen(&w, typeName: typeName)
        }
        var helperIndex = 0
        while w.approximateByteCount < targetSize - 300 {
            w.line()
            helperIndex += 1
            supportingDeclaration(&w, index: helperIndex)
        }
        w.line()
        preview(&w, typeName: typeName, needsItem: screen == .detail || screen == .editor)
        return w
    }

    /// A file of small reusable views, as design-system folders have.
    mutating func componentsFile(typeName: String, targetSize: Int) -> SourceWriter {
        var w = SourceWriter()
        viewNodesLeft = max(24, targetSize / 160)
        FileHeader.write(&w, file: typeName, app: app, random: &random, imports: imports())
        rowView(&w, typeName: typeName)
        var index = 0
        while w.approximateByteCount < targetSize - 300 {
            w.line()
            index += 1
            supportingDeclaration(&w, index: index)
        }
        w.line()
        preview(&w, typeName: typeName, needsItem: true)
        return w
    }

    private mutating func imports() -> [String] {
        var modules = ["SwiftUI"]
        if random.chance(0.2) { modules.append("Combine") }
        if random.chance(0.1) { modules.append("Charts") }
        if app.prefersObservation, random.chance(0.5) { modules.append("Observation") }
        return modules
    }

    // MARK: - Screens

    private mutating func listScreen(_ w: inout SourceWriter, typeName: String) {
        scope = ViewScope()
        scope.viewModel = "viewModel"
        var body = SourceWriter()
        let item = entity.variable
        let wrapsInNavigation = random.chance(0.75)
        if wrapsInNavigation { body.line(random.chance(0.8) ? "NavigationStack {" : "NavigationView {"); body.indent() }
        let searchText = state("searchText", "\"\"")
        body.block("List") { w in
            if random.chance(0.5) {
                subview(&w, name: "headerSection")
            }
            w.block("ForEach(filtered\(entity.plural)) { \(item) in") { w in
                let previous = scope.item
                scope.item = item
                w.block("NavigationLink(value: \(item))") { w in
                    w.line("\(entity.name)Row(\(item): \(item))")
                }
                if random.chance(0.6) { swipeActions(&w) }
                scope.item = previous
            }
            if random.chance(0.5) {
                w.line(".onDelete(perform: viewModel.delete)")
            }
            if random.chance(0.4) {
                w.block("if viewModel.hasMore") { w in
                    w.line("ProgressView()")
                    w.indent()
                    w.line(".frame(maxWidth: .infinity)")
                    w.block(".task") { w in w.line("await viewModel.loadMore()") }
                    w.dedent()
                }
            }
        }
        body.line(".listStyle(\(random.pick([".insetGrouped", ".plain", ".sidebar", ".grouped"])))")
        body.line(".searchable(text: $\(searchText), prompt: \"Search \(entity.pluralVariable)\")")
        body.line(".navigationTitle(\"\(entity.plural)\")")
        if random.chance(0.5) { iOSOnly(&body, ".navigationBarTitleDisplayMode(.large)") }
        toolbar(&body)
        let showsEditor = state("isShowingEditor", "false")
        body.block(".sheet(isPresented: $\(showsEditor))") { w in
            w.line("\(entity.name)EditorView(\(item): \(entity.name)(title: \"\"))")
        }
        body.block(".navigationDestination(for: \(entity.name).self) { \(item) in") { w in
            w.line("\(entity.name)DetailView(\(item): \(item))")
        }
        if random.chance(0.6) {
            body.block(".overlay") { w in
                w.block("if viewModel.\(entity.pluralVariable).isEmpty && !viewModel.isLoading") { w in
                    w.line("ContentUnavailableView(\"No \(entity.plural)\", systemImage: \"\(entity.symbol)\", description: Text(\"\(random.pick(CorpusVocabulary.sentences))\"))")
                }
            }
        }
        if wrapsInNavigation {
            body.dedent()
            body.line("}")
        }
        body.block(".task") { w in w.line("await viewModel.load()") }
        body.block(".refreshable") { w in w.line("await viewModel.refresh()") }
        if random.chance(0.5) {
            let showsError = state("isShowingError", "false")
            body.block(".alert(\"Something went wrong\", isPresented: $\(showsError))") { w in
                w.line("Button(\"OK\", role: .cancel) {}")
                w.line("Button(\"Retry\") { Task { await viewModel.refresh() } }")
            }
        }

        var declarations = SourceWriter()
        if app.prefersObservation {
            declarations.line("@State private var viewModel = \(entity.name)ListModel()")
        } else {
            declarations.line("@StateObject private var viewModel = \(entity.name)ListViewModel()")
        }
        declarations.line("@Environment(\\.horizontalSizeClass) private var horizontalSizeClass")
        var members = SourceWriter()
        members.line()
        members.block("private var filtered\(entity.plural): [\(entity.name)]") { w in
            w.block("guard !\(searchText).isEmpty else") { w in w.line("return viewModel.\(entity.pluralVariable)") }
            w.block("return viewModel.\(entity.pluralVariable).filter { \(item) in") { w in
                w.line("\(item).title.localizedCaseInsensitiveContains(\(searchText))")
                if let second = entity.textFields.dropFirst().first {
                    w.indent()
                    w.line("|| \(item).\(second.name).localizedCaseInsensitiveContains(\(searchText))")
                    w.dedent()
                }
            }
        }
        viewStruct(&w, typeName: typeName, declarations: declarations, body: body, members: members)
    }

    private mutating func detailScreen(_ w: inout SourceWriter, typeName: String) {
        scope = ViewScope()
        scope.item = entity.variable
        scope.canDismiss = random.chance(0.6)
        var body = SourceWriter()
        body.block("ScrollView") { w in
            w.block("VStack(alignment: .leading, spacing: \(random.pick(CorpusVocabulary.spacings)))") { w in
                heroImage(&w)
                w.line("Text(\(entity.variable).title)")
                w.indent()
                w.line(".font(\(random.chance(0.3) ? ".system(size: \(random.pick(["28", "32", "34"])), weight: .bold)" : ".largeTitle.bold()"))")
                if random.chance(0.5) { w.line(random.chance(0.5) ? ".accessibility(addTraits: .isHeader)" : ".accessibilityAddTraits(.isHeader)") }
                w.dedent()
                for field in random.pick(random.int(in: 2...4), of: Array(entity.fields.dropFirst())) {
                    w.block("HStack") { w in
                        w.line("Text(\"\(label(for: field))\")")
                        w.indent()
                        w.line(".foregroundStyle(.secondary)")
                        w.dedent()
                        w.line("Spacer()")
                        w.line("Text(\(field.display(entity.variable)))")
                    }
                    if random.chance(0.3) { w.line(".font(.subheadline)") }
                }
                for _ in 0..<random.int(in: 1...3) {
                    view(&w, budget: random.int(in: 2...4))
                }
            }
            w.line(".padding()")
        }
        body.line(".navigationTitle(\(entity.variable).title)")
        iOSOnly(&body, ".navigationBarTitleDisplayMode(.inline)")
        toolbar(&body)

        var declarations = SourceWriter()
        declarations.line("let \(entity.variable): \(entity.name)")
        if scope.canDismiss { declarations.line("@Environment(\\.dismiss) private var dismiss") }
        if random.chance(0.4) { declarations.line("@Environment(\\.openURL) private var openURL") }
        viewStruct(&w, typeName: typeName, declarations: declarations, body: body)
    }

    private mutating func editorScreen(_ w: inout SourceWriter, typeName: String) {
        scope = ViewScope()
        scope.canDismiss = true
        var body = SourceWriter()
        let draft = "draft"
        body.block("NavigationStack") { w in
            w.block("Form") { w in
                w.block("Section(\"\(random.pick(CorpusVocabulary.titles))\")") { w in
                    w.line("TextField(\"Title\", text: $\(draft).title)")
                    for field in entity.fields.dropFirst() {
                        switch field.kind {
                        case .text:
                            w.line("TextField(\"\(label(for: field))\", text: $\(draft).\(field.name))")
                        case .flag:
                            w.line("Toggle(\"\(label(for: field))\", isOn: $\(draft).\(field.name))")
                        case .integer:
                            w.line("Stepper(\"\(label(for: field)): \\(\(draft).\(field.name))\", value: $\(draft).\(field.name), in: 0...100)")
                        case .date:
                            w.line("DatePicker(\"\(label(for: field))\", selection: $\(draft).\(field.name), displayedComponents: .date)")
                        case .progress:
                            w.line("Slider(value: $\(draft).\(field.name), in: 0...1)")
                        default:
                            continue
                        }
                    }
                }
                for _ in 0..<random.int(in: 1...2) {
                    w.block("Section") { w in
                        for _ in 0..<random.int(in: 1...3) { view(&w, budget: 2) }
                    } 
                }
                if random.chance(0.5) {
                    w.block("Section") { w in
                        w.line("Button(role: .destructive) {")
                        w.indent()
                        w.line("isShowingDeleteConfirmation = true")
                        w.reopen("label:")
                        w.line("Label(\"Delete \(entity.name)\", systemImage: \"trash\")")
                        w.dedent()
                        w.line("}")
                    }
                    _ = state("isShowingDeleteConfirmation", "false")
                }
            }
            w.line(".navigationTitle(\(draft).title.isEmpty ? \"New \(entity.name)\" : \(draft).title)")
            w.block(".toolbar") { w in
                w.block("ToolbarItem(placement: .cancellationAction)") { w in
                    w.line("Button(\"Cancel\") { dismiss() }")
                }
                w.block("ToolbarItem(placement: .confirmationAction)") { w in
                    w.line("Button(\"Save\", action: \(action("save")))")
                    w.indent()
                    w.line(".disabled(\(draft).title.trimmingCharacters(in: .whitespaces).isEmpty)")
                    w.dedent()
                }
            }
        }
        var declarations = SourceWriter()
        declarations.line("@Environment(\\.dismiss) private var dismiss")
        declarations.line("@State private var \(draft): \(entity.name)")
        declarations.line("var onSave: (\(entity.name)) -> Void = { _ in }")
        var members = SourceWriter()
        members.line()
        members.block("init(\(entity.variable): \(entity.name), onSave: @escaping (\(entity.name)) -> Void = { _ in })") { w in
            w.line("_\(draft) = State(initialValue: \(entity.variable))")
            w.line("self.onSave = onSave")
        }
        viewStruct(&w, typeName: typeName, declarations: declarations, body: body, members: members)
    }

    private mutating func settingsScreen(_ w: inout SourceWriter, typeName: String) {
        scope = ViewScope()
        var body = SourceWriter()
        var storage: [String] = []
        body.block("Form") { w in
            for sectionIndex in 0..<random.int(in: 2...4) {
                let title = random.pick(CorpusVocabulary.titles)
                let header = random.chance(0.5) ? "Section(\"\(title)\")" : "Section"
                w.line(header + " {")
                w.indent()
                for controlIndex in 0..<random.int(in: 2...4) {
                    let key = "setting\(sectionIndex)\(controlIndex)"
                    switch random.int(in: 0...4) {
                    case 0:
                        storage.append("@AppStorage(\"\(app.name.lowercased()).\(key)\") private var \(key) = \(random.chance(0.5))")
                        w.line("Toggle(\"\(random.pick(CorpusVocabulary.titles))\", isOn: $\(key))")
                    case 1:
                        w.line("NavigationLink {")
                        w.indent()
                        w.line("\(random.pick(CorpusVocabulary.titles).filter(\.isLetter))SettingsView()")
                        w.reopen("label:")
                        w.line("Label(\"\(random.pick(CorpusVocabulary.titles))\", systemImage: \"\(random.pick(CorpusVocabulary.symbols))\")")
                        w.dedent()
                        w.line("}")
                    case 2:
                        storage.append("@AppStorage(\"\(key)\") private var \(key) = \(random.int(in: 1...10))")
                        w.line("Stepper(\"Reminders per day: \\(\(key))\", value: $\(key), in: 1...10)")
                    case 3:
                        w.line("LabeledContent(\"Version\", value: Bundle.main.appVersion)")
                    default:
                        view(&w, budget: 1)
                    }
                }
                w.dedent()
                if header == "Section", random.chance(0.5) {
                    w.line("} footer: {")
                    w.indent()
                    w.line("Text(\"\(random.pick(CorpusVocabulary.sentences))\")")
                    w.dedent()
                }
                w.line("}")
            }
        }
        body.line(".navigationTitle(\"Settings\")")
        var declarations = SourceWriter()
        for line in storage { declarations.line(line) }
        declarations.line("@Environment(\\.colorScheme) private var colorScheme")
        viewStruct(&w, typeName: typeName, declarations: declarations, body: body)
    }

    private mutating func dashboardScreen(_ w: inout SourceWriter, typeName: String) {
        scope = ViewScope()
        scope.viewModel = "model"
        var body = SourceWriter()
        body.block("ScrollView") { w in
            w.block("LazyVGrid(columns: columns, spacing: \(random.pick(CorpusVocabulary.spacings)))") { w in
                for _ in 0..<random.int(in: 2...5) {
                    view(&w, budget: random.int(in: 2...5))
                }
            }
            w.line(".padding(.horizontal)")
        }
        body.line(".background(Color(.systemGroupedBackground))")
        var declarations = SourceWriter()
        declarations.line("@ObservedObject var model: \(entity.name)DashboardModel")
        declarations.line("private let columns = [GridItem(.adaptive(minimum: \(random.pick(["140", "160", "180"]))), spacing: 12)]")
        viewStruct(&w, typeName: typeName, declarations: declarations, body: body)
    }

    private mutating func rowView(_ w: inout SourceWriter, typeName: String) {
        scope = ViewScope()
        scope.item = entity.variable
        scope.callback = "onToggleFavorite"
        var body = SourceWriter()
        body.block("HStack(spacing: \(random.pick(CorpusVocabulary.spacings)))") { w in
            w.line("Image(systemName: \"\(entity.symbol)\")")
            w.indent()
            imageModifiers(&w)
            w.dedent()
            w.block("VStack(alignment: .leading, spacing: 2)") { w in
                w.line("Text(\(entity.variable).title)")
                w.indent()
                textModifiers(&w)
                w.dedent()
                w.line("Text(\(entity.secondaryField.display(entity.variable)))")
                w.indent()
                w.line(".font(.\(random.pick(["subheadline", "caption", "footnote"])))")
                w.line(".foregroundStyle(.secondary)")
                w.dedent()
            }
            w.line("Spacer()")
            for _ in 0..<random.int(in: 0...2) { view(&w, budget: 1) }
            button(&w, iconOnly: true)
        }
        body.line(".padding(.vertical, \(random.pick(["4", "6", "8"])))")
        if random.chance(0.4) { body.line(".accessibilityElement(children: .combine)") }
        var declarations = SourceWriter()
        declarations.line("let \(entity.variable): \(entity.name)")
        declarations.line("var onToggleFavorite: () -> Void = {}")
        viewStruct(&w, typeName: typeName, declarations: declarations, body: body)
    }

    /// A `struct … : View` with its declarations, the collected `@State`s, `body`, subviews and actions.
    /// Subviews and actions are written first: they may need more states, subviews and actions.
    private mutating func viewStruct(_ w: inout SourceWriter, typeName: String, declarations: SourceWriter,
                                     body: SourceWriter, members: SourceWriter = SourceWriter()) {
        var helpers = SourceWriter()
        var subviewsWritten = 0
        var actionsWritten = 0
        while subviewsWritten < scope.subviews.count || actionsWritten < scope.actions.count {
            helpers.line()
            if subviewsWritten < scope.subviews.count {
                let name = scope.subviews[subviewsWritten]
                subviewsWritten += 1
                if random.chance(0.3) { helpers.line("@ViewBuilder") }
                helpers.block("private var \(name): some View") { w in
                    view(&w, budget: random.int(in: 2...4))
                }
            } else {
                let name = scope.actions[actionsWritten]
                actionsWritten += 1
                actionFunction(&helpers, name: name)
            }
        }
        if random.chance(0.5) { w.line("/// \(random.pick(CorpusVocabulary.sentences))") }
        w.block("struct \(typeName): View") { w in
            w.append(declarations)
            for state in scope.states { w.line(state.declaration) }
            w.line()
            w.line("var body: some View {")
            w.indent()
            w.append(body)
            w.dedent()
            w.line("}")
            w.append(members)
            w.append(helpers)
        }
    }

    private mutating func actionFunction(_ w: inout SourceWriter, name: String) {
        if random.chance(0.3) { w.line("// MARK: - \(name.prefix(1).uppercased() + name.dropFirst())") }
        w.block("private func \(name)()") { w in
            if random.chance(0.4) {
                w.block("guard \(scope.item.map { "!\($0).title.isEmpty" } ?? "!isBusy") else") { w in w.line("return") }
                if scope.item == nil { _ = state("isBusy", "false") }
            }
            for _ in 0..<random.int(in: 1...3) { statement(&w) }
            if scope.canDismiss, random.chance(0.5) { w.line("dismiss()") }
        }
    }

    // MARK: - View trees

    private mutating func view(_ w: inout SourceWriter, budget: Int) {
        viewNodesLeft -= 1
        if budget <= 0 || viewNodesLeft <= 0 || random.chance(0.35) {
            leafView(&w)
        } else {
            container(&w, budget: budget - 1)
        }
    }

    private mutating func children(_ w: inout SourceWriter, budget: Int) {
        for _ in 0..<(viewNodesLeft > 0 ? random.int(in: 1...4) : 1) { view(&w, budget: budget) }
    }

    private mutating func container(_ w: inout SourceWriter, budget: Int) {
        switch random.int(in: 0...13) {
        case 0, 1:
            w.block("VStack(alignment: .\(random.pick(["leading", "center", "trailing"])), spacing: \(random.pick(CorpusVocabulary.spacings)))") { w in children(&w, budget: budget) }
        case 2, 3:
            w.block(random.chance(0.5) ? "HStack" : "HStack(spacing: \(random.pick(CorpusVocabulary.spacings)))") { w in children(&w, budget: budget) }
        case 4:
            w.block("ZStack(alignment: .\(random.pick(["topLeading", "bottomTrailing", "center", "top"])))") { w in children(&w, budget: budget) }
        case 5:
            w.block(random.chance(0.5) ? "ScrollView" : "ScrollView(.horizontal, showsIndicators: false)") { w in
                w.block("LazyHStack(spacing: 12)") { w in children(&w, budget: budget) }
            }
        case 6:
            forEach(&w, budget: budget)
        case 7:
            // `if` is a statement in a view builder: it takes no modifiers.
            conditional(&w, budget: budget)
            return
        case 8:
            w.line("Section {")
            w.indent()
            children(&w, budget: budget)
            w.reopen("header:")
            w.line("Text(\"\(random.pick(CorpusVocabulary.titles))\")")
            w.dedent()
            w.line("}")
        case 9:
            let expanded = state("isExpanded", "false")
            w.block("DisclosureGroup(\"\(random.pick(CorpusVocabulary.titles))\", isExpanded: $\(expanded))") { w in children(&w, budget: budget) }
        case 10:
            w.block("GeometryReader { proxy in") { w in
                w.line("let width = proxy.size.width * \(random.pick(["0.5", "0.8", "0.33"]))")
                view(&w, budget: budget)
                w.indent()
                w.line(".frame(width: width)")
                w.dedent()
            }
        case 11:
            w.block("Group") { w in children(&w, budget: budget) }
        case 12:
            let name = "\(random.pick(["header", "summary", "footer", "details", "actions", "stats", "badge"]))\(random.pick(["View", "Section", "Content", "Card"]))"
            subview(&w, name: name)
            return
        default:
            w.line("NavigationLink {")
            w.indent()
            w.line("\(entity.name)DetailView(\(entity.variable): \(scope.item ?? ".preview"))")
            w.reopen("label:")
            children(&w, budget: budget)
            w.dedent()
            w.line("}")
        }
        containerModifiers(&w)
    }

    private mutating func forEach(_ w: inout SourceWriter, budget: Int) {
        let previous = scope.item
        if let viewModel = scope.viewModel, random.chance(0.6) {
            let item = entity.variable
            w.block("ForEach(\(viewModel).\(entity.pluralVariable)) { \(item) in") { w in
                scope.item = item
                children(&w, budget: budget)
            }
        } else if let item = scope.item, entity.fields.contains(where: { $0.kind == .tags }), random.chance(0.7) {
            w.block("ForEach(\(item).tags, id: \\.self) { tag in") { w in
                w.line("Text(tag)")
                w.indent()
                w.line(".font(.caption)")
                w.line(".padding(.horizontal, 8)")
                w.line(".background(Capsule().fill(Color.secondary.opacity(0.15)))")
                w.dedent()
            }
        } else {
            w.block("ForEach(0..<\(random.int(in: 2...8)), id: \\.self) { index in") { w in
                w.line("Text(\"\(random.pick(CorpusVocabulary.titles)) \\(index + 1)\")")
                if budget > 0 { view(&w, budget: budget - 1) }
            }
        }
        scope.item = previous
    }

    private mutating func conditional(_ w: inout SourceWriter, budget: Int) {
        switch random.int(in: 0...2) {
        case 0 where scope.viewModel != nil:
            w.line("if \(scope.viewModel!).isLoading {")
            w.indent()
            w.line("ProgressView()")
            w.reopen("else")
            children(&w, budget: budget)
            w.dedent()
            w.line("}")
        case 1 where scope.item != nil:
            let item = scope.item!
            if let optional = entity.fields.first(where: { $0.kind == .optionalText }) {
                w.block("if let \(optional.name) = \(item).\(optional.name)") { w in
                    w.line("Text(\(optional.name))")
                    w.indent()
                    textModifiers(&w)
                    w.dedent()
                }
            } else {
                w.block("if \(item).isFavorite") { w in
                    w.line("Image(systemName: \"star.fill\")")
                    w.indent()
                    w.line(".foregroundStyle(.yellow)")
                    w.dedent()
                }
            }
        default:
            let expanded = state("isExpanded", "false")
            w.block("if \(expanded)") { w in
                w.block("VStack(alignment: .leading)") { w in children(&w, budget: budget) }
                w.indent()
                w.line(".transition(\(random.pick(CorpusVocabulary.transitions)))")
                w.dedent()
            }
        }
    }

    private mutating func leafView(_ w: inout SourceWriter) {
        switch random.int(in: 0...19) {
        case 0...3: text(&w)
        case 4, 5: image(&w)
        case 6...10: button(&w, iconOnly: random.chance(0.45))
        case 11: w.line("Label(\"\(random.pick(CorpusVocabulary.titles))\", systemImage: \"\(random.pick(CorpusVocabulary.symbols))\")")
        case 12: control(&w)
        case 13: w.line(random.chance(0.6) ? "Spacer()" : "Divider()")
        case 14:
            w.line("\(random.pick(["Circle()", "Capsule()", "RoundedRectangle(cornerRadius: 8)"]))")
            w.indent()
            w.line(".fill(\(random.pick(CorpusVocabulary.colors)).gradient)")
            w.line(".frame(width: \(random.pick(CorpusVocabulary.sizes)), height: \(random.pick(CorpusVocabulary.sizes)))")
            w.dedent()
        case 15:
            w.line("AsyncImage(url: \(scope.item.map { "\($0).imageURL" } ?? "URL(string: \"https://picsum.photos/\(random.int(in: 200...800))\")")) { image in")
            w.indent()
            w.line("image.resizable().scaledToFill()")
            w.reopen("placeholder:")
            w.line("ProgressView()")
            w.dedent()
            w.line("}")
            w.indent()
            w.line(".frame(width: \(random.pick(CorpusVocabulary.sizes)), height: \(random.pick(CorpusVocabulary.sizes)))")
            w.line(".clipShape(RoundedRectangle(cornerRadius: \(random.pick(["8", "12", "16"]))))")
            w.dedent()
        case 16:
            w.line("Menu {")
            w.indent()
            for _ in 0..<random.int(in: 2...4) { button(&w, iconOnly: false) }
            w.reopen("label:")
            w.line("Image(systemName: \"ellipsis.circle\")")
            if random.chance(0.4) { w.indent(); w.line(".font(.system(size: \(random.pick(CorpusVocabulary.fontSizes))))"); w.dedent() }
            w.dedent()
            w.line("}")
        case 17:
            w.line(random.chance(0.5) ? "ProgressView(value: \(state("progress", "0.0")))" : "ProgressView(\"Loading…\")")
        case 18:
            w.line("Link(\"\(random.pick(["Privacy Policy", "Terms of Use", "Support", "Website"]))\", destination: URL(string: \"https://example.com/\(random.pick(["privacy", "terms", "support"]))\")!)")
        default:
            let name = "\(random.pick(["header", "summary", "footer", "details", "actions", "stats", "badge"]))\(random.pick(["View", "Section", "Content", "Card"]))"
            subview(&w, name: name)
        }
    }

    private mutating func text(_ w: inout SourceWriter) {
        switch random.int(in: 0...5) {
        case 0: w.line("Text(\"\(random.pick(CorpusVocabulary.titles))\")")
        case 1: w.line("Text(\"\(random.pick(CorpusVocabulary.sentences))\")")
        case 2 where scope.item != nil:
            w.line("Text(\(random.pick(entity.fields).display(scope.item!)))")
        case 3 where scope.viewModel != nil:
            w.line("Text(\"\\(\(scope.viewModel!).\(entity.pluralVariable).count) \\(\(scope.viewModel!).\(entity.pluralVariable).count == 1 ? \"\(entity.name.lowercased())\" : \"\(entity.pluralVariable)\")\")")
        case 4: w.line("Text(LocalizedStringKey(\"\(random.pick(CorpusVocabulary.localizedKeys))\"))")
        default: w.line("Text(verbatim: \"\(app.name) \\(Bundle.main.appVersion)\")")
        }
        w.indent()
        textModifiers(&w)
        w.dedent()
    }

    private mutating func image(_ w: inout SourceWriter) {
        if random.chance(0.75) {
            w.line("Image(systemName: \"\(random.pick(CorpusVocabulary.symbols))\")")
            w.indent()
            imageModifiers(&w)
            w.dedent()
        } else {
            w.line("Image(\"\(random.pick(CorpusVocabulary.assetNames))\")")
            w.indent()
            w.line(".resizable()")
            w.line(random.chance(0.5) ? ".scaledToFit()" : ".aspectRatio(contentMode: .fill)")
            w.line(".frame(width: \(random.pick(CorpusVocabulary.sizes)), height: \(random.pick(CorpusVocabulary.sizes)))")
            if random.chance(0.4) { w.line(".clipShape(Circle())") }
            if random.chance(0.3) { w.line(".accessibilityHidden(true)") }
            w.dedent()
        }
    }

    private mutating func heroImage(_ w: inout SourceWriter) {
        w.line("Image(systemName: \"\(entity.symbol)\")")
        w.indent()
        w.line(".font(.system(size: \(random.pick(["48", "64", "72", "96"]))))")
        w.line(".foregroundStyle(\(random.pick(CorpusVocabulary.colors)).gradient)")
        w.line(".frame(maxWidth: .infinity)")
        w.line(".padding(.vertical, 24)")
        w.dedent()
    }

    /// Every trailing-closure spelling of `Button` that real code uses, icon-only ones included.
    private mutating func button(_ w: inout SourceWriter, iconOnly: Bool) {
        let title = random.pick(CorpusVocabulary.actionTitles)
        let symbol = random.pick(CorpusVocabulary.symbols)
        if iconOnly {
            switch random.int(in: 0...4) {
            case 0:
                w.line("Button {")
                w.indent()
                statement(&w)
                w.reopen("label:")
                w.line("Image(systemName: \"\(symbol)\")")
                if random.chance(0.5) { w.indent(); imageModifiers(&w); w.dedent() }
                w.dedent()
                w.line("}")
            case 1:
                w.block("Button(action: \(action(actionName(title))))") { w in
                    w.line("Image(systemName: \"\(symbol)\")")
                }
            case 2:
                w.line("Button(action: { \(inlineStatement()) }) {")
                w.indent()
                w.line("Image(systemName: \"\(symbol)\")")
                w.indent()
                w.line(".font(.system(size: \(random.pick(CorpusVocabulary.fontSizes)), weight: \(random.pick(CorpusVocabulary.weights))))")
                w.dedent()
                w.dedent()
                w.line("}")
            case 3:
                w.line("Button(action: \(action(actionName(title))), label: { Image(systemName: \"\(symbol)\") })")
            default:
                w.line("Button { \(inlineStatement()) } label: { Image(systemName: \"\(symbol)\") }")
            }
        } else {
            switch random.int(in: 0...6) {
            case 0: w.line("Button(\"\(title)\") { \(inlineStatement()) }")
            case 1: w.line("Button(\"\(title)\", action: \(action(actionName(title))))")
            case 2:
                w.block("Button(\"\(title)\")") { w in
                    for _ in 0..<random.int(in: 1...2) { statement(&w) }
                }
            case 3:
                w.line("Button(role: .destructive) {")
                w.indent()
                statement(&w)
                w.reopen("label:")
                w.line("Label(\"\(title)\", systemImage: \"\(symbol)\")")
                w.dedent()
                w.line("}")
            case 4:
                w.block("Button(action: \(action(actionName(title))))") { w in
                    w.block("HStack") { w in
                        w.line("Image(systemName: \"\(symbol)\")")
                        w.line("Text(\"\(title)\")")
                    }
                }
            case 5: w.line("Button(\"\(title)\", systemImage: \"\(symbol)\", action: \(action(actionName(title))))")
            default:
                w.line("Button {")
                w.indent()
                statement(&w)
                w.reopen("label:")
                w.line("Text(\"\(title)\")")
                w.indent()
                w.line(".frame(maxWidth: .infinity)")
                w.dedent()
                w.dedent()
                w.line("}")
            }
        }
        // Modifiers line up with a closing brace, and are indented under a one-line button.
        let endsWithBrace = w.lines.last?.text == "}"
        if !endsWithBrace { w.indent() }
        buttonModifiers(&w, iconOnly: iconOnly, title: title)
        if !endsWithBrace { w.dedent() }
    }

    private mutating func control(_ w: inout SourceWriter) {
        switch random.int(in: 0...4) {
        case 0: w.line("Toggle(\"\(random.pick(CorpusVocabulary.titles))\", isOn: $\(state("isEnabled", "true")))")
        case 1: w.line("TextField(\"\(random.pick(["Name", "Email", "Search", "Notes", "Title"]))\", text: $\(state("name", "\"\"")))")
        case 2:
            let quantity = state("quantity", "1")
            w.line("Stepper(\"Quantity: \\(\(quantity))\", value: $\(quantity), in: 1...\(random.int(in: 5...99)))")
        case 3: w.line("Slider(value: $\(state("volume", "0.5")), in: 0...1)")
        default:
            let range = state("selectedRange", "\"Week\"")
            w.block("Picker(\"Range\", selection: $\(range))") { w in
                w.block("ForEach([\"Day\", \"Week\", \"Month\", \"Year\"], id: \\.self) { range in") { w in
                    w.line("Text(range).tag(range)")
                }
            }
            w.indent()
            w.line(".pickerStyle(.segmented)")
            w.dedent()
        }
    }

    private mutating func subview(_ w: inout SourceWriter, name: String) {
        if !scope.subviews.contains(name) { scope.subviews.append(name) }
        w.line(name)
    }

    // MARK: - Modifiers

    private mutating func textModifiers(_ w: inout SourceWriter) {
        for modifier in random.sample(random.int(in: 0...3), of: Array(0...10)) {
            switch modifier {
            case 0: w.line(".font(\(random.pick(CorpusVocabulary.textStyles)))")
            case 1: w.line(".font(.system(size: \(random.pick(CorpusVocabulary.fontSizes))))")
            case 2: w.line(".font(.system(size: \(random.pick(CorpusVocabulary.fontSizes)), weight: \(random.pick(CorpusVocabulary.weights))))")
            case 3: w.line(".foregroundStyle(.secondary)")
            case 4: w.line(".foregroundColor(\(random.pick(CorpusVocabulary.colors)))")
            case 5: w.line(".lineLimit(\(random.int(in: 1...3)))")
            case 6: w.line(".multilineTextAlignment(.\(random.pick(["leading", "center"])))")
            case 7: w.line(random.chance(0.5) ? ".accessibility(addTraits: .isHeader)" : ".accessibilityAddTraits(.isHeader)")
            case 8: w.line(".font(.custom(\"AvenirNext-\(random.pick(["Regular", "Medium", "Bold"]))\", size: \(random.pick(CorpusVocabulary.fontSizes))))")
            case 9: w.line(".minimumScaleFactor(0.8)")
            default: w.line(".monospacedDigit()")
            }
        }
    }

    private mutating func imageModifiers(_ w: inout SourceWriter) {
        for modifier in random.sample(random.int(in: 0...3), of: Array(0...8)) {
            switch modifier {
            case 0: w.line(".font(.system(size: \(random.pick(CorpusVocabulary.fontSizes))))")
            case 1: w.line(".imageScale(.\(random.pick(["small", "medium", "large"])))")
            case 2: w.line(".foregroundStyle(\(random.pick(CorpusVocabulary.colors)))")
            case 3: w.line(".symbolRenderingMode(.\(random.pick(["hierarchical", "multicolor", "palette"])))")
            case 4: w.line(".frame(width: \(random.pick(CorpusVocabulary.sizes)), height: \(random.pick(CorpusVocabulary.sizes)))")
            case 5: w.line(random.chance(0.5) ? ".accessibility(hidden: true)" : ".accessibilityHidden(true)")
            case 6:
                let expanded = state("isExpanded", "false")
                w.line(".rotationEffect(.degrees(\(expanded) ? \(random.pick(["90", "180", "-90"])) : 0))")
                w.line(".animation(\(random.pick(CorpusVocabulary.animations)), value: \(expanded))")
            case 7: w.line(".accessibility(label: Text(\"\(random.pick(CorpusVocabulary.actionTitles))\"))")
            default: w.line(".font(\(random.pick(CorpusVocabulary.textStyles)))")
            }
        }
    }

    private mutating func buttonModifiers(_ w: inout SourceWriter, iconOnly: Bool, title: String) {
        for modifier in random.sample(random.int(in: 0...3), of: Array(0...7)) {
            switch modifier {
            case 0: w.line(".buttonStyle(.\(random.pick(["borderless", "bordered", "borderedProminent", "plain"])))")
            case 1 where iconOnly: w.line(random.chance(0.5) ? ".accessibility(label: Text(\"\(title)\"))" : ".accessibilityLabel(\"\(title)\")")
            case 2: w.line(".tint(\(random.pick(CorpusVocabulary.colors)))")
            case 3: w.line(".disabled(\(scope.viewModel.map { "\($0).isLoading" } ?? "!\(state("isEnabled", "true"))"))")
            case 4: w.line(".frame(width: \(random.pick(["28", "32", "44"])), height: \(random.pick(["28", "32", "44"])))")
            case 5: w.line(".controlSize(.\(random.pick(["small", "regular", "large"])))")
            case 6: w.line(".keyboardShortcut(\(random.pick(["\"n\", modifiers: .command", ".defaultAction", ".cancelAction"])))")
            default: w.line(".help(\"\(title)\")")
            }
        }
    }

    private mutating func containerModifiers(_ w: inout SourceWriter) {
        for modifier in random.sample(random.int(in: 0...4), of: Array(0...16)) {
            switch modifier {
            case 0: w.line(".padding()")
            case 1: w.line(".padding(.\(random.pick(["horizontal", "vertical", "top", "bottom"])), \(random.pick(CorpusVocabulary.spacings)))")
            case 2: w.line(".background(\(random.pick([".ultraThinMaterial", "Color(.secondarySystemBackground)", "Color.blue.opacity(0.1)", ".regularMaterial"])))")
            case 3: w.line(".clipShape(RoundedRectangle(cornerRadius: \(random.pick(["8", "12", "16", "20"])), style: .continuous))")
            case 4: w.line(".frame(maxWidth: .infinity, alignment: .\(random.pick(["leading", "center"])))")
            case 5: w.line(".frame(width: \(random.pick(CorpusVocabulary.sizes)), height: \(random.pick(CorpusVocabulary.sizes)))")
            case 6: w.line(".shadow(color: .black.opacity(0.\(random.int(in: 05...25))), radius: \(random.int(in: 2...12)), x: 0, y: \(random.int(in: 1...6)))")
            case 7: w.line(".animation(\(random.pick(CorpusVocabulary.animations)), value: \(state("isExpanded", "false")))")
            case 8: w.line(".transition(\(random.pick(CorpusVocabulary.transitions)))")
            case 9:
                let expanded = state("isExpanded", "false")
                w.block(".onTapGesture") { w in
                    if random.chance(0.7) {
                        w.block("withAnimation(\(random.pick(CorpusVocabulary.animations)))") { w in w.line("\(expanded).toggle()") }
                    } else {
                        w.line("\(expanded).toggle()")
                    }
                }
            case 10: w.line(".contentShape(Rectangle())")
            case 11: w.line(".accessibilityElement(children: .\(random.pick(["combine", "contain", "ignore"])))")
            case 12: w.line(".opacity(\(state("isVisible", "true")) ? 1 : 0)")
            case 13: w.line(".scaleEffect(\(state("isPressed", "false")) ? 0.96 : 1)")
            case 14:
                w.block(".overlay(alignment: .topTrailing)") { w in
                    w.line("Image(systemName: \"\(random.pick(CorpusVocabulary.symbols))\")")
                    w.indent()
                    imageModifiers(&w)
                    w.dedent()
                }
            case 15: iOSOnly(&w, ".hoverEffect(.lift)")
            default:
                w.block(".onAppear") { w in statement(&w) }
            }
        }
    }

    private mutating func toolbar(_ w: inout SourceWriter) {
        w.block(".toolbar") { w in
            for placement in random.pick(random.int(in: 1...3), of: ["ToolbarItem(placement: .primaryAction)", "ToolbarItem(placement: .navigationBarLeading)", "ToolbarItemGroup(placement: .bottomBar)", "ToolbarItem(placement: .topBarTrailing)"]) {
                w.block(placement) { w in
                    for _ in 0..<(placement.hasPrefix("ToolbarItemGroup") ? random.int(in: 2...3) : 1) {
                        button(&w, iconOnly: random.chance(0.7))
                    }
                }
            }
        }
    }

    private mutating func swipeActions(_ w: inout SourceWriter) {
        w.block(".swipeActions(edge: .\(random.pick(["trailing", "leading"])), allowsFullSwipe: \(random.chance(0.5)))") { w in
            w.line("Button(role: .destructive) {")
            w.indent()
            w.line("viewModel.delete(\(entity.variable))")
            w.reopen("label:")
            w.line("Label(\"Delete\", systemImage: \"trash\")")
            w.dedent()
            w.line("}")
            if random.chance(0.6) {
                w.line("Button { viewModel.toggleFavorite(\(entity.variable)) } label: { Image(systemName: \(entity.variable).isFavorite ? \"star.slash\" : \"star\") }")
                w.indent()
                w.line(".tint(.yellow)")
                w.dedent()
            }
        }
    }

    private mutating func iOSOnly(_ w: inout SourceWriter, _ modifier: String) {
        w.line("#if os(iOS)")
        w.line(modifier)
        w.line("#endif")
    }

    // MARK: - Statements

    private mutating func statement(_ w: inout SourceWriter) {
        switch random.int(in: 0...8) {
        case 0:
            let expanded = state("isExpanded", "false")
            w.block(random.chance(0.5) ? "withAnimation" : "withAnimation(\(random.pick(CorpusVocabulary.animations)))") { w in
                w.line("\(expanded).toggle()")
            }
        case 1: w.line("\(state("isShowingSheet", "false")) = true")
        case 2 where scope.viewModel != nil:
            w.block("Task") { w in w.line("await \(scope.viewModel!).refresh()") }
        case 3 where scope.item != nil && scope.viewModel != nil:
            w.line("\(scope.viewModel!).toggleFavorite(\(scope.item!))")
        case 4 where scope.callback != nil:
            w.line("\(scope.callback!)()")
        case 5:
            w.line("\(state("tapCount", "0")) += 1")
        case 6 where scope.item != nil:
            w.line("print(\"Selected \\(\(scope.item!).title) at \\(Date.now.formatted(date: .omitted, time: .shortened))\")")
        case 7:
            w.line("UIPasteboard.general.string = \(scope.item.map { "\($0).title" } ?? "\"\(random.pick(CorpusVocabulary.titles))\"")")
        default:
            w.line("\(action(random.pick(["reload", "share", "duplicate", "archive", "openSettings", "markAsRead", "startTimer"])))()")
        }
    }

    private mutating func inlineStatement() -> String {
        switch random.int(in: 0...4) {
        case 0: return "\(state("isShowingSheet", "false")) = true"
        case 1: return "\(state("isExpanded", "false")).toggle()"
        case 2 where scope.canDismiss: return "dismiss()"
        case 3 where scope.callback != nil: return "\(scope.callback!)()"
        default: return "\(action(random.pick(["reload", "share", "duplicate", "archive", "openSettings", "markAsRead"])))()"
        }
    }

    // MARK: - Supporting declarations

    private mutating func supportingDeclaration(_ w: inout SourceWriter, index: Int) {
        switch random.int(in: 0...5) {
        case 0, 1:
            let saved = scope
            rowView(&w, typeName: "\(entity.name)\(random.pick(["Card", "Badge", "Tile", "Summary", "Header", "Cell"]))\(index)")
            scope = saved
        case 2:
            w.line("private struct \(random.pick(["Pressable", "Bouncy", "Capsule", "Scaling"]))ButtonStyle\(index): ButtonStyle {")
            w.indent()
            w.block("func makeBody(configuration: Configuration) -> some View") { w in
                w.line("configuration.label")
                w.indent()
                w.line(".padding(.horizontal, \(random.pick(CorpusVocabulary.spacings)))")
                w.line(".background(\(random.pick(CorpusVocabulary.colors)).opacity(configuration.isPressed ? 0.6 : 1))")
                w.line(".scaleEffect(configuration.isPressed ? 0.95 : 1)")
                w.line(".animation(\(random.pick(CorpusVocabulary.animations)), value: configuration.isPressed)")
                w.dedent()
            }
            w.dedent()
            w.line("}")
        case 3:
            w.line("// MARK: - Helpers")
            w.line()
            w.block("private extension \(entity.name)") { w in
                w.block("var accessibilitySummary: String") { w in
                    w.line("var parts = [title]")
                    for field in entity.fields.dropFirst().prefix(3) {
                        w.line("parts.append(\"\(label(for: field)): \\(\(field.display("self")))\")")
                    }
                    w.line("return parts.joined(separator: \", \")")
                }
                w.line()
                w.block("var statusColor: Color") { w in
                    w.switchBlock("(isFavorite, title.count)") { w in
                        w.line("case (true, _): return .yellow")
                        w.line("case (false, 0..<10): return .secondary")
                        w.line("default: return .primary")
                    }
                }
            }
        case 4:
            let saved = scope
            scope = ViewScope()
            scope.item = entity.variable
            var body = SourceWriter()
            view(&body, budget: random.int(in: 3...5))
            var declarations = SourceWriter()
            declarations.line("let \(entity.variable): \(entity.name)")
            if random.chance(0.5) { declarations.line("@Environment(\\.dynamicTypeSize) private var dynamicTypeSize") }
            viewStruct(&w, typeName: "\(entity.name)\(random.pick(["Section", "Panel", "Overview", "Footer"]))View\(index)", declarations: declarations, body: body)
            scope = saved
        default:
            w.block("private struct \(entity.name)Placeholder\(index): View") { w in
                w.line("var message = \"\(random.pick(CorpusVocabulary.sentences))\"")
                w.line()
                w.block("var body: some View") { w in
                    w.block("VStack(spacing: 12)") { w in
                        w.line("Image(systemName: \"\(entity.symbol)\")")
                        w.indent()
                        w.line(".font(.system(size: \(random.pick(["40", "48", "56"])), weight: .thin))")
                        w.line(".foregroundStyle(.tertiary)")
                        w.dedent()
                        w.line("Text(message)")
                        w.indent()
                        w.line(".multilineTextAlignment(.center)")
                        w.line(".foregroundStyle(.secondary)")
                        w.dedent()
                    }
                    w.indent()
                    w.line(".padding(32)")
                    w.dedent()
                }
            }
        }
    }

    private mutating func preview(_ w: inout SourceWriter, typeName: String, needsItem: Bool) {
        let arguments = needsItem ? "\(entity.variable): .preview" : ""
        let construction = typeName.hasSuffix("DashboardView") ? "\(typeName)(model: .preview)" : "\(typeName)(\(arguments))"
        if app.usesPreviewMacro {
            w.block("#Preview") { w in
                w.block("NavigationStack") { w in w.line(construction) }
            }
            if random.chance(0.4) {
                w.line()
                w.block("#Preview(\"Dark, large text\")") { w in
                    w.line(construction)
                    w.indent()
                    w.line(".preferredColorScheme(.dark)")
                    w.line(".dynamicTypeSize(.accessibility2)")
                    w.dedent()
                }
            }
        } else {
            w.line("#if DEBUG")
            w.block("struct \(typeName)_Previews: PreviewProvider") { w in
                w.block("static var previews: some View") { w in
                    w.block("Group") { w in
                        w.line(construction)
                        w.line(construction)
                        w.indent()
                        w.line(".environment(\\.sizeCategory, .accessibilityExtraLarge)")
                        w.dedent()
                    }
                }
            }
            w.line("#endif")
        }
    }

    // MARK: - Names

    private mutating func state(_ name: String, _ initialValue: String) -> String {
        if !scope.states.contains(where: { $0.name == name }) {
            scope.states.append((name, "@State private var \(name) = \(initialValue)"))
        }
        return name
    }

    private mutating func action(_ name: String) -> String {
        if !scope.actions.contains(name) { scope.actions.append(name) }
        return name
    }

    /// `Mark as Read` → `markAsRead`; titles that would make a keyword (`import`, `continue`) get a suffix.
    private func actionName(_ title: String) -> String {
        let words = title.split { !$0.isLetter }.map(String.init)
        guard let first = words.first else { return "performAction" }
        let name = first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return SwiftUIGenerator.keywords.contains(name) ? name + "Tapped" : name
    }

    private static let keywords: Set<String> = ["import", "continue", "return", "default", "repeat", "break", "throw", "do", "in"]

    private func label(for field: EntityField) -> String {
        var words: [String] = []
        var current = ""
        for character in field.name {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        words.append(current)
        let sentence = words.joined(separator: " ").lowercased()
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }
}
