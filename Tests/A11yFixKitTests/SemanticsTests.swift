@testable import A11yFixKit
import XCTest

/// The Semantics layer's answers that the identifier rule, label inference, the element inventory
/// and the screen map share: what an element shows and does, which item a data closure repeats for,
/// which elements a person operates and which Views are screens. Asked on real-looking screens.
final class SemanticsTests: XCTestCase {
    private func context(_ code: String, path: String = "Screen.swift") -> RuleContext {
        RuleContext(tree: SyntaxTree(file: SourceFile(path: path, text: code)))
    }

    /// The first chain whose element is `name` (and whose code contains `text`).
    private func chain(_ context: RuleContext, _ name: String, containing text: String? = nil) -> ChainNode {
        context.chains.first { chain in chain.elementLink?.name == name && text.map { chain.text.contains($0) } ?? true }!
    }

    private func element(_ context: RuleContext, _ name: String, containing text: String? = nil) -> LinkNode {
        chain(context, name, containing: text).elementLink!
    }

    // MARK: - What an element shows

    static let inboxScreen = """
    import SwiftUI

    struct InboxView: View {
        @StateObject private var model = InboxModel()
        @State private var sort = SortOrder.newest
        @State private var volume = 0.5
        @Binding var notifyOnMentions: Bool

        var body: some View {
            List {
                Button {
                    model.archiveAll()
                } label: {
                    HStack {
                        Image(systemName: "archivebox")
                        Text("Archive all")
                        Text(model.unreadCount.formatted())
                    }
                    .overlay(alignment: .topTrailing) { Badge(title: "New") }
                    .contextMenu { Button("Copy") {} }
                }
                Button(NSLocalizedString("Mark as read", comment: "Inbox action")) { model.markAllRead() }
                Button("", systemImage: "plus") { model.compose() }
                Picker(selection: $sort, label: Text("Sort by")) {
                    Text("Newest").tag(SortOrder.newest)
                }
                Slider(value: $volume) { Text("Volume") }
                Toggle(isOn: $notifyOnMentions) { Label("Mentions", systemImage: "at") }
                Button {
                    model.refresh()
                } label: {
                    Circle()
                        .accessibilityRepresentation { Text("Unread") }
                    Text(model.title)
                    Text("Expired")
                }
                Stepper("Keep \\(model.days) days", value: $model.days)
                Toggle("Pinned", isOn: $model.settings.isPinned.coalesce(false))
                    .accessibilityLabel(Text("Pin thread"))
            }
        }
    }
    """

    func testShownItemsFollowTheLabelAndOverlaysButNotMenusOrRepresentations() {
        let context = self.context(Self.inboxScreen)
        let archive = chain(context, "Button", containing: "archiveAll")
        let items = context.shownItems(in: archive).map { item -> String in
            switch item {
            case let .text(text): return "text \(text.writtenText ?? "<computed>")"
            case let .image(image): return "image \(image.elementLink!.name)"
            case let .view(view, title): return "view \(view.name) \(title ?? "-")"
            }
        }
        XCTAssertEqual(items, ["image Image", "text Archive all", "text <computed>", "view Badge New"],
                       "the context menu's Copy is shown elsewhere")
        XCTAssertEqual(context.shownTitle(of: archive.elementLink!)?.literal, "Archive all")

        let refresh = chain(context, "Button", containing: "model.refresh")
        XCTAssertEqual(context.shownTexts(in: refresh).map(\.value), [.computed, .literal("Expired")],
                       "an accessibility representation is not shown on screen")
    }

    func testTitlesLocalizedLiteralsAndInterpolations() {
        let context = self.context(Self.inboxScreen)
        XCTAssertEqual(context.shownTitle(of: element(context, "Button", containing: "NSLocalizedString"))?.literal, "Mark as read",
                       "a literal wrapped for localization is that literal")
        XCTAssertNil(context.shownTitle(of: element(context, "Button", containing: "systemImage: \"plus\"")), "an empty title shows nothing")
        XCTAssertEqual(context.shownTitle(of: element(context, "Stepper"))?.value, .interpolated("Keep   days"))
    }

    func testControlLabelSourcesOfValueControls() {
        let context = self.context(Self.inboxScreen)
        guard case let .view(picker) = context.controlLabelSource(of: element(context, "Picker")) else { return XCTFail("Picker(label:) takes a view") }
        XCTAssertEqual(context.shownTexts(in: picker).first?.literal, "Sort by")
        guard case let .content(slider) = context.controlLabelSource(of: element(context, "Slider")) else { return XCTFail("a Slider's trailing closure is its label") }
        XCTAssertEqual(context.shownTexts(in: slider).first?.literal, "Volume")
        guard case .title = context.controlLabelSource(of: element(context, "Toggle", containing: "Pinned")) else { return XCTFail() }
    }

    func testAControlPassedIntoARowViewOfTheProjectIsCaptionedByWhatThatRowShows() {
        let context = self.context("""
        struct BackupSettings: View {
            @State private var useCellularData = false
            @State private var serverURL = ""
            @State private var volume = 0.5

            var body: some View {
                List {
                    ToggleAlignment {
                        VStack(alignment: .leading) {
                            Text("(recommended)")
                            Text("Use cellular data")
                            Text(explanation)
                        }
                    } toggle: {
                        Toggle("", isOn: $useCellularData).labelsHidden()
                    }
                    LocalProviderFormRow(title: "Server:") {
                        HStack { TextField("", text: $serverURL) }
                    }
                    HStack { Slider(value: $volume) }
                }
            }
        }
        """)
        XCTAssertEqual(context.wrapperCaption(of: chain(context, "Toggle")), "Use cellular data", "the first caption in the row's other closure, past a qualifier")
        XCTAssertEqual(context.wrapperCaption(of: chain(context, "TextField")), "Server:", "the row's literal title")
        XCTAssertNil(context.wrapperCaption(of: chain(context, "Slider")), "a built-in stack in a List is no row View of the project")
    }

    func testLabelsBindingsAndTheStateTheyName() {
        let context = self.context(Self.inboxScreen)
        let pinned = chain(context, "Toggle", containing: "Pinned")
        XCTAssertEqual(context.literalAccessibilityLabel(of: pinned), "Pin thread")
        XCTAssertNil(context.bindingName(context.boundValue(of: pinned.elementLink!)), "a binding a call makes names the call, not the state")
        XCTAssertEqual(context.bindingName(context.boundValue(of: element(context, "Slider"))), "volume")
        XCTAssertEqual(context.bindingName(context.boundValue(of: element(context, "Toggle"))), "notifyOnMentions")
        XCTAssertEqual(context.bindingName(context.boundValue(of: element(context, "Stepper"))), "days")

        let passedOn = self.context("""
        struct KioskSettings: View {
            let screensaver: ScreensaverSettings
            var body: some View {
                Toggle(isOn: screensaver.wakeOnMotion) { Text("Wake on motion") }
                ColorPicker(selection: tintBinding) { Text("Tint") }
                Toggle(isOn: viewStore.$isMuted) { Image(systemName: "bell.slash") }
                Toggle(isOn: binding) { Text("On") }
            }
        }
        """)
        XCTAssertEqual(passedOn.chains.compactMap { $0.elementLink.flatMap { passedOn.bindingName(passedOn.boundValue(of: $0)) } },
                       ["wakeOnMotion", "tint"], "a Binding passed on names its state; one called only `binding` names none")
    }

    // MARK: - What an action does

    static let composerToolbar = """
    import SwiftUI

    struct ComposerToolbar: View {
        let store: StoreOf<Composer>
        @State private var query = ""
        @State private var isEditing = false
        @State private var showsSettings = false

        var body: some View {
            HStack {
                Button { store.send(.closeButtonTapped) } label: { Image(systemName: "xmark") }
                Button { store.send(.draft(.saveButtonTapped(force: true))) } label: { Image(systemName: "tray.and.arrow.down") }
                Button { attachments.append(Attachment()) } label: { Image(systemName: "plus") }
                Button { query = "" } label: { Image(systemName: "xmark.circle.fill") }
                Button { isEditing = true } label: { Image(systemName: "pencil") }
                Button { showsSettings = true } label: { Image(systemName: "gear") }
                Button("Reset") { settings.ignoreVersionWarning(false) }
                Button {
                    HapticManager.shared.fireHaptic(.success)
                    isUploading = true
                    Task { try await uploader.upload(draft) }
                } label: { Image(systemName: "icloud.and.arrow.up") }
                Button {
                    let count = try await library.importFromFiles()
                    logger.info("imported \\(count)")
                } label: { Image(systemName: "square.and.arrow.down") }
                Button {
                    Task { @MainActor in
                        if let draft { await publish(draft) } else { dismiss() }
                    }
                } label: { Text("Publish") }
            }
        }
    }
    """

    func testStoreActionsAreNamedByTheirCaseAndPlumbingByNothing() {
        let context = self.context(Self.composerToolbar)
        let buttons = context.elements(named: ["Button"]).map { $0.elementLink! }
        XCTAssertEqual(context.controlAction(of: buttons[0]), .storeAction("closeButtonTapped"))
        XCTAssertEqual(context.controlAction(of: buttons[1]), .storeAction("saveButtonTapped"))
        XCTAssertNil(context.controlAction(of: buttons[2]), "append is plumbing")
        XCTAssertNil(context.leadingAction(of: buttons[2]))
        XCTAssertEqual(context.controlAction(of: buttons[3]), .clears("query"))
        XCTAssertEqual(context.controlAction(of: buttons[4]), .enables("isEditing"))
        XCTAssertEqual(context.controlAction(of: buttons[5]), .presents("showsSettings"))
    }

    func testLeadingActionReadsLongerActionsForNamesOnly() {
        let context = self.context(Self.composerToolbar)
        let buttons = context.elements(named: ["Button"]).map { $0.elementLink! }
        XCTAssertNil(context.controlAction(of: buttons[6]), "a label is not named after a call its constants tell apart")
        XCTAssertEqual(context.leadingAction(of: buttons[6]), .call("ignoreVersionWarning"))
        XCTAssertNil(context.controlAction(of: buttons[7]), "three statements: no label from the action")
        XCTAssertEqual(context.leadingAction(of: buttons[7]), .call("uploader.upload"),
                       "feedback is passed over, and what it calls says more than the state it sets on the way")
        XCTAssertEqual(context.leadingAction(of: buttons[8]), .call("library.importFromFiles"), "the call a declaration keeps the result of")
        XCTAssertEqual(context.leadingAction(of: buttons[9]), .call("publish"), "through Task and an if's branches, not its condition")
    }

    // MARK: - Which item a data closure repeats for

    static let playlistScreen = """
    import SwiftUI

    struct PlaylistView: View {
        @State private var tracks: [Track] = []
        let genres: [String]

        var body: some View {
            List {
                Section("Tracks") {
                    ForEach(tracks) { track in
                        HStack {
                            Text(track.title)
                            Spacer()
                        }
                    }
                }
                ForEach(genres, id: \\.self) { genre in Text(genre) }
                ForEach(Array(tracks.enumerated()), id: \\.element.id) { _, track in row(for: track) }
                ForEach($tracks) { $track in Toggle(track.title, isOn: $track.isLiked) }
                ForEach(tracks) { TrackBadge(track: $0, compact: true) }
            }
            VStack {
                ForEach(tracks) { track in Text(track.title) }
            }
        }

        private func row(for song: Track) -> some View {
            Button(song.title) { play(song) }
        }
    }

    struct TrackBadge: View {
        let track: Track
        var compact: Bool
        var body: some View { Button("Play") {} }
    }
    """

    func testItemIdentityFollowsTheDataAndItsIdKeyPath() {
        let context = self.context(Self.playlistScreen)
        let playlist = context.typeDeclarations[0]
        func identity(_ name: String, containing text: String? = nil) -> String? {
            let node = chain(context, name, containing: text)
            return context.itemIdentity(of: node, in: context.enclosingType(of: node)!)
        }
        XCTAssertEqual(identity("HStack"), "track.id")
        XCTAssertEqual(identity("Text", containing: "genre"), "genre")
        XCTAssertEqual(identity("Toggle"), "track.id", "`$track in` names the value")
        XCTAssertEqual(identity("Button", containing: "song.title"), "song.id", "a helper called once per item has the item under its own name")
        XCTAssertEqual(identity("Button", containing: "Play"), "track.id", "a View built per item in the same file")
        XCTAssertNil(context.itemIdentity(of: playlist, in: playlist))
        let rows = context.chains.filter { $0.elementLink?.name == "ForEach" }
        XCTAssertEqual(rows.map(context.isListContent), [true, true, true, true, true, false], "through Section, not through a VStack")
        XCTAssertEqual(context.dataClosure(of: rows[0].elementLink!).flatMap(context.itemName(of:)), "track")
        XCTAssertNil(context.dataClosure(of: rows[4].elementLink!).flatMap(context.itemName(of:)))
    }

    // MARK: - Which elements a person operates

    func testInteractiveElementsAreControlsTappableViewsAndPlainRows() {
        let context = self.context("""
        import SwiftUI

        struct IncidentsView: View {
            let incidents: [Incident]
            @State private var showsDetails = false
            @State private var confirmsReset = false

            var body: some View {
                List {
                    ForEach(incidents) { incident in
                        HStack { Text(incident.title); Text(incident.date, style: .date) }
                    }
                    ForEach(incidents) { IncidentRow(incident: $0) }
                        .onTapGesture { showsDetails.toggle() }
                    Button("Reset", role: .destructive) { confirmsReset = true }
                        .accessibilityHint("Clears the history")
                    Image(systemName: "gear").onTapGesture { showsDetails = true }
                    HStack { Button("Hidden") {} }.accessibilityHidden(true)
                }
                .alert("Reset?", isPresented: $confirmsReset) { Button("Reset", role: .destructive) {} }
            }
        }
        """)
        let found = context.interactiveElements().map { "\($0.chain.elementLink!.name) \($0.kind.rawValue)" }
        XCTAssertEqual(found, ["HStack row", "Button control", "Image tappable"],
                       "a ForEach hands its tap gesture to each row; hidden and system alert buttons are not on the screen")
        let reset = context.interactiveElements()[1].chain
        XCTAssertTrue(context.setsAccessibility(.hint, on: reset))
        XCTAssertFalse(context.setsAccessibility(.identifier, on: reset))

        let untitled = self.context("""
        struct EntryForm: View {
            @State private var date = Date()
            @State private var isPublic = false
            var body: some View {
                Form {
                    DatePicker(selection: $date) { EmptyView() }
                    Toggle(isOn: $isPublic) { EmptyView() }
                    Button(action: save) { EmptyView() }
                }
            }
        }
        """)
        XCTAssertEqual(untitled.interactiveElements().map { $0.chain.elementLink!.name }, ["DatePicker", "Toggle"],
                       "a value control with an empty label still draws its control; a button that is all label draws nothing")

        let wrapped = self.context("""
        struct LoginForm: View {
            var body: some View {
                TextField("Email", text: $email)
                    #if os(iOS)
                    .accessibility(identifier: "login_email")
                    #endif
                SecureField("Password", text: $password)
                    .modify { if #available(iOS 16, *) { $0.accessibilityValue("hidden") } else { $0 } }
            }
        }
        """)
        XCTAssertTrue(wrapped.setsAccessibility(.identifier, on: chain(wrapped, "TextField")), "the deprecated form in a postfix #if")
        XCTAssertTrue(wrapped.setsAccessibility(.value, on: chain(wrapped, "SecureField")), "inside a closure passed to a modifier")
    }

    // MARK: - Which Views are screens

    static let libraryApp = """
    import SwiftUI

    struct LibraryView: View {
        @State private var showsSettings = false
        var body: some View {
            VStack {
                LibraryHeader()
                List {
                    NavigationLink("Favorites") { NavigationStack { FavoritesView() } }
                    NavigationLink(value: Route.history) { Label("History", systemImage: "clock") }
                    NavigationLink(value: book) { BookRow(book: book) }
                    NavigationLink(.author(book.author)) { AuthorRow(author: book.author) }
                    NavigationLink { VStack { Text("About") } } label: { Text("About") }
                }
            }
            .sheet(isPresented: $showsSettings) { NavigationStack { SettingsView() } }
        }
    }

    struct ShelfCarousel: View {
        var body: some View { ScrollView(.horizontal) { HStack { Text("Shelf") } } }
    }

    struct RootView: View {
        var body: some View {
            NavigationStack { LibraryView() }
        }
    }
    """

    func testScreenContainersLookThroughWrappersButNotIntoCarousels() {
        let context = self.context(Self.libraryApp)
        let types = Dictionary(uniqueKeysWithValues: context.typeDeclarations.map { ($0.name, $0) })
        XCTAssertEqual(context.screenContainer(among: context.bodyViewChains(of: types["LibraryView"]!))?.elementLink?.name, "List")
        XCTAssertNil(context.screenContainer(among: context.bodyViewChains(of: types["ShelfCarousel"]!)), "a horizontal ScrollView is a carousel")
        XCTAssertEqual(context.screenContainer(among: context.bodyViewChains(of: types["RootView"]!))?.elementLink?.name, "NavigationStack")
    }

    func testWhatNavigationLinksAndPresentationsOpen() {
        let context = self.context(Self.libraryApp)
        let links = context.elements(named: ["NavigationLink"]).map { context.navigationTarget(of: $0.elementLink!) }
        XCTAssertEqual(links, [.view("FavoritesView"), .route("history"), nil, nil, nil],
                       "a value that is not a route, an app's own route initializer and content built inline open no named screen")
        let sheet = chain(context, "VStack", containing: "LibraryHeader").modifier(named: "sheet")!
        XCTAssertEqual(context.presentedContent(of: sheet).flatMap(context.shownScreen(in:)), "SettingsView")
        let wrapped = self.context("struct Gallery: View {\n    @State private var showsSettings = false\n    var body: some View {\n        Text(\"Photos\").sheet(isPresented: $showsSettings) { NBNavigationStack { GalleryFeedSettings() } }\n    }\n}\n")
        let librarySheet = chain(wrapped, "Text", containing: "Photos").modifier(named: "sheet")!
        XCTAssertEqual(wrapped.presentedContent(of: librarySheet).flatMap(wrapped.shownScreen(in:)), "GalleryFeedSettings",
                       "a library's navigation stack wraps the screen as SwiftUI's does")
        XCTAssertEqual(context.destinationName(of: element(context, "NavigationLink")), "Favorites")

        let map = ScreenMap(types: DeclaredType.all(in: context))
        XCTAssertEqual(map.screens.map(\.typeName), ["LibraryView"],
                       "a View with a List under its header is a screen; a carousel is not; RootView only wraps LibraryView in a NavigationStack")
    }
}
