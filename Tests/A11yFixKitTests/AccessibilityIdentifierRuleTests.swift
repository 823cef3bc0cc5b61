@testable import A11yFixKit
import XCTest

/// The identifier convention in detail (names, ForEach identity, uniqueness), composition with other
/// rules on one chain, the `--identifiers` / `--track` flags end to end, and the demo app.
final class AccessibilityIdentifierRuleTests: XCTestCase {
    /// The identifiers the rule proposes for `code`, in source order, as written in their literals.
    private func identifiers(_ code: String, path: String = "Example.swift", options: RuleOptions = RuleOptions()) -> [String] {
        let tree = SyntaxTree(file: SourceFile(path: path, text: code))
        return AccessibilityIdentifierRule().findings(in: RuleContext(tree: tree, options: options))
            .sorted { $0.offset < $1.offset }
            .compactMap { finding in
                guard let start = finding.message.range(of: "add \"")?.upperBound else { return nil }
                return String(finding.message[start...].dropLast())
            }
    }

    // MARK: - Words

    func testVisibleTextBecomesSnakeCaseASCII() {
        XCTAssertEqual(IdentifierNaming.words(ofText: "Download over Wi-Fi only"), ["download", "over", "wifi", "only"])
        XCTAssertEqual(IdentifierNaming.words(ofText: "What's New"), ["whats", "new"])
        XCTAssertEqual(IdentifierNaming.words(ofText: "Café Crème ☕️"), ["cafe", "creme"])
        XCTAssertEqual(IdentifierNaming.words(ofText: "Straße"), ["strasse"])
        XCTAssertEqual(IdentifierNaming.words(ofText: "💾 保存"), [])
        XCTAssertEqual(IdentifierNaming.words(ofText: "Sign-in"), ["sign", "in"])
        XCTAssertEqual(IdentifierNaming.words(ofText: "Forgot password?"), ["forgot", "password"])
        XCTAssertEqual(IdentifierNaming.words(ofText: "One two three four five six"), ["one", "two", "three", "four", "five"])
        XCTAssertEqual(IdentifierNaming.words(ofText: "Close tabs to the right"), ["close", "tabs", "to", "the", "right"], "five words are kept whole")
        XCTAssertEqual(IdentifierNaming.words(ofText: "Close all tabs to the right"), ["close", "all", "tabs"], "a cut never ends on a joining word")
        XCTAssertEqual(IdentifierNaming.words(ofText: "Ask to confirm every time"), ["ask", "to", "confirm", "every", "time"])
        XCTAssertEqual(IdentifierNaming.words(ofText: "Sign in"), ["sign", "in"], "a label that ends so is kept whole")
        XCTAssertEqual(IdentifierNaming.words(ofText: "settings.general.display"), ["display"])
        XCTAssertEqual(IdentifierNaming.words(ofText: "filter.edit.title"), ["edit"])
        XCTAssertEqual(IdentifierNaming.words(ofText: "timeline.content-filter.title"), ["content", "filter"])
        XCTAssertEqual(IdentifierNaming.words(ofText: "settings.section.other.footer"), ["other"])
        XCTAssertEqual(IdentifierNaming.words(ofText: "settings.display.theme.systemColor"), ["system", "color"])
        XCTAssertEqual(IdentifierNaming.words(ofText: "settings.display.theme.text-color"), ["text", "color"])
        XCTAssertEqual(IdentifierNaming.words(ofText: "Version 1.2.3"), ["version", "1", "2", "3"])
    }

    func testJoinWritesRepeatedWordsOnceAndNeverStartsWithADigit() {
        XCTAssertEqual(IdentifierNaming.join([["login"], ["text", "field"], ["textfield"]]), "login_textfield", "one word written two ways")
        XCTAssertEqual(IdentifierNaming.join([["map"], ["map", "controls"], ["zoom", "in"], ["button"]]), "map_controls_zoom_in_button")
        XCTAssertEqual(IdentifierNaming.join([["settings"], ["close", "button"], ["button"]]), "settings_close_button")
        XCTAssertEqual(IdentifierNaming.join([["3d", "viewer"], [], ["rotate"], ["button"]]), "d_viewer_rotate_button")
        XCTAssertEqual(IdentifierNaming.join([["2024"], ["summary"], ["view"]]), "summary_view")
    }

    func testInterpolationsAreLeftOutOfTitles() {
        XCTAssertEqual(StringLiteral.staticText(of: #""Mute @\(post.author.handle)""#), "Mute @ ")
        XCTAssertEqual(StringLiteral.staticText(of: #""Qty \(min(a, (b)))x""#), "Qty  x")
        XCTAssertEqual(StringLiteral.staticText(of: #""Plain""#), "Plain")
    }

    func testScreenWordsComeFromTheTypeName() {
        XCTAssertEqual(IdentifierNaming.screenWords(ofTypeName: "TechniqueEditorView"), ["technique", "editor"])
        XCTAssertEqual(IdentifierNaming.screenWords(ofTypeName: "SettingsScreen"), ["settings"])
        XCTAssertEqual(IdentifierNaming.screenWords(ofTypeName: "PostRow"), ["post", "row"])
        XCTAssertEqual(IdentifierNaming.screenWords(ofTypeName: "URLPreviewView"), ["url", "preview"])
        XCTAssertEqual(IdentifierNaming.screenWords(ofTypeName: "View"), ["view"])
    }

    // MARK: - Names

    func testSeedExamples() {
        XCTAssertEqual(identifiers("""
        struct TechniqueEditorView: View {
            var body: some View {
                Button("Save") { saveTechnique() }
            }
        }
        """), ["technique_editor_save_button"])
        XCTAssertEqual(identifiers("""
        struct SessionTimerView: View {
            var body: some View {
                Button("Start session") { startSession() }
            }
        }
        """), ["session_timer_start_button"])
        XCTAssertEqual(identifiers("""
        struct SettingsView: View {
            @State private var notificationsEnabled = false
            var body: some View {
                VStack {
                    Section("Notifications") {
                        Toggle(isOn: $notificationsEnabled) { Text("Notifications") }
                    }
                }
            }
        }
        """), ["settings_notifications_toggle"])
        XCTAssertEqual(identifiers("""
        struct PositionListView: View {
            let positions: [Position]
            var body: some View {
                VStack {
                    List(positions) { position in
                        HStack { Text(position.name) }
                    }
                }
            }
        }
        """), ["position_list_view", #"position_list_row_\(position.id)"#])
    }

    func testModifierSources() {
        XCTAssertEqual(identifiers("""
        struct ComposerView: View {
            @ObservedObject var viewModel: ComposerViewModel
            @State private var isMuted = false
            @State private var query = ""
            @State private var isFavorite = false
            var onDelete: () -> Void

            var body: some View {
                VStack {
                    Button(action: viewModel.compose) { Image(systemName: "square.and.pencil") }
                    Button(role: .destructive, action: onDelete) { Image(systemName: "trash") }
                    Button { isFavorite.toggle() } label: { Image(systemName: "heart") }
                    Button { query = "" } label: { Image(systemName: "xmark.circle.fill") }
                    Button { } label: { Image(systemName: "square.and.arrow.up") }
                    Button { } label: { Image("ic_close") }
                    Button { } label: { SettingsRow(title: "Saved Posts") }
                    Button { Task { await viewModel.clearCache() } } label: {
                        if viewModel.isClearing { ProgressView() } else { Text("Clear Cache") }
                    }
                    Button { dismiss() } label: { Image(systemName: "chevron.down") }
                        .accessibilityLabel("Close composer")
                    Toggle(isOn: $isMuted) { Image(systemName: "speaker.slash") }
                    TextField("Email address", text: $viewModel.email)
                    Stepper("Qty \\(viewModel.quantity)", value: $viewModel.quantity)
                    NavigationLink(destination: DraftsView()) { Image(systemName: "tray") }
                    NavigationLink(value: Route.accountSettings) { Image(systemName: "person") }
                    NavigationLink(value: .profile(viewModel.user)) { Image(systemName: "person") }
                    ShareLink(item: viewModel.url)
                }
            }
        }
        """), [
            "composer_compose_button", "composer_delete_button", "composer_toggle_favorite_button", "composer_clear_query_button",
            "composer_share_button", "composer_close_button", "composer_saved_posts_button", "composer_clear_cache_button",
            "composer_muted_toggle", "composer_email_address_textfield", "composer_quantity_stepper",
            "composer_drafts_link", "composer_account_settings_link", "composer_profile_link",
        ])
    }

    func testContextsFromSectionsSheetsAndMenus() {
        XCTAssertEqual(identifiers("""
        struct SettingsView: View {
            @State private var showsReleaseNotes = false
            var body: some View {
                Form {
                    Section {
                        Toggle("Wi-Fi", isOn: $wifi)
                    } header: {
                        SectionHeader(title: "Connectivity")
                    }
                    Section(header: Text("Playback")) {
                        Picker("Quality", selection: $quality) { Text("High").tag(1) }
                    }
                    Menu {
                        Button("Rename") {}
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
                .sheet(isPresented: $showsReleaseNotes) {
                    NavigationStack {
                        ScrollView { Text("Notes") }
                            .toolbar { Button("Done") { showsReleaseNotes = false } }
                    }
                }
            }
        }
        """), [
            "settings_view", "settings_connectivity_wifi_toggle", "settings_playback_quality_picker", "settings_more_menu",
            "settings_more_rename_button", "settings_release_notes_view", "settings_release_notes_done_button",
        ])
    }

    /// The context is the View the element is in, whatever file it sits in: a row declared in a
    /// screen's file shows on other screens too.
    func testContextIsTheViewNotTheFile() {
        let code = """
        struct FeedView: View {
            var body: some View {
                List { Text("Feed") }
            }
        }

        struct PostRow: View {
            var body: some View {
                Button("Like") {}
            }
        }

        struct FeedSettingsView: View {
            var body: some View {
                Button("Close") {}
            }
        }
        """
        XCTAssertEqual(identifiers(code, path: "App/Feed/FeedView.swift"), ["feed_view", "post_row_like_button", "feed_settings_close_button"])
        XCTAssertEqual(identifiers(code, path: "App/Feed/Rows.swift"), ["feed_view", "post_row_like_button", "feed_settings_close_button"])
    }

    func testNamesFromTheFieldsLabelThePointersHelpNeverAnAddressAndNoneForFetchedObjects() {
        XCTAssertEqual(identifiers("""
        struct RegisterView: View {
            @Binding var userName: String
            @FetchRequest(sortDescriptors: []) var collections: FetchedResults<WFACollection>
            var body: some View {
                Form {
                    TextField("johndoe", text: $userName)
                        .accessibilityLabel("Username")
                    Button(action: newDraft) { Image(systemName: "note.text.badge.plus") }
                        .help("Create a new local draft.")
                    Link("https://github.com/elai950/AlertToast", destination: toastURL)
                    ForEach(collections) { collection in
                        Button(collection.title) { select(collection) }
                    }
                    ForEach(collections, id: \\.alias) { collection in
                        Button(collection.title) { select(collection) }
                    }
                }
            }
        }
        """), ["register_view", "register_username_textfield", "register_create_new_local_draft_button", "register_select_button_\\(collection.alias)"],
        "a field's title is its placeholder, its label names it; the pointer's help names an icon; a web address names nothing; a fetched object's id is its address in this run, a key the team gives is stable")
    }

    func testATitleTheScreenEndsWithStaysWholeRatherThanEndOnAJoiningWord() {
        XCTAssertEqual(identifiers("""
        struct MacUpdatesView: View {
            var body: some View {
                VStack {
                    Button(action: checkNow) { Text("Check For Updates") }
                }
            }
        }
        """), ["mac_updates_check_for_updates_button"], "`check_for` says nothing whole")
    }

    func testConfiguredCategoryStartsTheIdentifiers() {
        let code = """
        struct TechniqueEditorView: View {
            var body: some View {
                Button("Save") {}
            }
        }
        """
        XCTAssertEqual(identifiers(code, options: RuleOptions(identifierCategory: "Training")), ["training_technique_editor_save_button"])
        XCTAssertEqual(identifiers(code, options: RuleOptions(identifierCategory: "technique")), ["technique_editor_save_button"])
    }

    func testTappableViews() {
        XCTAssertEqual(identifiers("""
        struct MapScreen: View {
            let places: [Place]
            var body: some View {
                VStack {
                    HStack { Text("Sign Out") }.onTapGesture { signOut() }
                    VStack { Text(title) }.onTapGesture { open() }
                    ForEach(places) { place in
                        PlacePin(place: place).onTapGesture { select(place) }
                    }
                    Image(systemName: "xmark").onTapGesture { dismiss() }
                    AvatarView(url: url).onTapGesture { showProfile() }
                }
            }
        }
        """), [#"map_sign_out_row"#, #"map_place_pin_\(place.id)"#, "map_dismiss_button", "map_avatar_button"],
                       "a card whose text is computed says nothing of its own: no identifier")
    }

    /// What an action does is Semantics' answer, shared with label inference: a store action is its
    /// case, plumbing names nothing, and a longer action is named by the first thing it calls.
    func testActionsAreNamedByWhatTheyDoNotByPlumbing() {
        XCTAssertEqual(identifiers("""
        struct DraftEditorView: View {
            let store: StoreOf<DraftEditor>
            @State private var attachments: [Attachment] = []
            @State private var isUploading = false

            var body: some View {
                HStack {
                    Button { store.send(.discardButtonTapped) } label: { Image(systemName: "trash") }
                    Button { store.send(.toolbar(.formatButtonTapped(.bold))) } label: { Image(systemName: "bold") }
                    Button { attachments.append(Attachment()) } label: { Image(systemName: "paperclip") }
                    Button(NSLocalizedString("Publish", comment: "Publishes the draft")) { store.send(.publish) }
                    Button {
                        UIImpactFeedbackGenerator(style: .light).impactOccurred()
                        isUploading = true
                        Task { try await uploader.upload(store.draft) }
                    } label: {
                        Image(systemName: "icloud.and.arrow.up")
                    }
                    Button(String(localized: "Reset warnings")) { settings.showWarnings(true) }
                    Button { settings.resetAllWarnings(animated: false) } label: { Image("ic_reset") }
                }
            }
        }
        """), [
            "draft_editor_discard_button", "draft_editor_bold_button", "draft_editor_attach_button", "draft_editor_publish_button",
            "draft_editor_upload_button", "draft_editor_reset_warnings_button", "draft_editor_reset_all_warnings_button",
        ])
    }

    func testBindingsPresentationsAndTapGesturesFromTheSharedAnswers() {
        XCTAssertEqual(identifiers("""
        struct KioskSettingsView: View {
            let screensaver: ScreensaverSettings
            @State private var isExportPresented = false
            @State private var policy: Policy?

            var body: some View {
                VStack {
                    Toggle(isOn: screensaver.wakeOnMotion) { Image(systemName: "figure.walk") }
                    Toggle(isOn: $policy.isEnabled.coalesce(false)) { Image(systemName: "lock") }
                    ForEach(screensaver.photos) { photo in
                        PhotoThumbnail(photo: photo)
                    }
                    .onTapGesture { screensaver.shuffle() }
                }
                .sheet(isPresented: $isExportPresented) {
                    NavigationStack {
                        ExportOptionsView()
                            .toolbar { Button("Done") { isExportPresented = false } }
                    }
                }
            }
        }
        """), ["kiosk_settings_wake_on_motion_toggle", "kiosk_settings_lock_toggle", "kiosk_settings_export_done_button"],
        "a Binding passed on names its state, one a call makes does not (its image does); a tap on ForEach goes to each row; a sheet is named by what its state presents")
    }

    func testAHelperCalledTwiceWithNothingToTellTheCopiesApartGetsNoIdentifier() {
        let code = """
        struct InboxEmptyView: View {
            let openSheet: (Sheet) -> Void

            var body: some View {
                HStack {
                    infoViewButton("Log In") { openSheet(.logIn) }
                    infoViewButton("Sign Up") { openSheet(.signUp) }
                }
            }

            private func infoViewButton(_ title: LocalizedStringResource, callback: @escaping () -> Void) -> some View {
                Button(action: callback) {
                    HStack {
                        Image(systemName: "person.crop.circle")
                        Text(title)
                    }
                }
            }
        }
        """
        XCTAssertEqual(identifiers(code), [], "a localized title cannot be interpolated into a stable identifier: one for both would repeat")
        let once = code.replacingOccurrences(of: "infoViewButton(\"Sign Up\") { openSheet(.signUp) }", with: "")
        XCTAssertEqual(identifiers(once).count, 1, "called once, the button gets its identifier")
    }

    func testAPartOfARowComponentGetsNoSharedIdentifier() {
        let code = """
        struct StatusRowTranslateView: View {
            let status: Status
            let translate: () -> Void

            var body: some View {
                Button("Translate", action: translate)
            }
        }
        """
        XCTAssertEqual(identifiers(code), [], "a part of a status row is drawn once per status: one identifier would repeat")
        XCTAssertEqual(identifiers(code.replacingOccurrences(of: "StatusRowTranslateView", with: "StatusTranslateView")).count, 1,
                       "not named for a row, it is a View of its own")
    }

    func testNamesComeFromWhatTheElementDoesNotFromCodeWords() {
        XCTAssertEqual(identifiers("""
        struct ConsoleSearchMenu: View {
            @State private var isPresented = false
            @State private var isActive = false

            var body: some View {
                HStack {
                    Button { isPresented = true } label: { Image(systemName: "gearshape") }
                    Button { isActive = true } label: { Image(systemName: "camera.macro") }
                }
                .sheet(isPresented: $isPresented) { SearchOptionsSheet() }
            }
        }
        """), ["console_search_menu_options_button"],
                       "`isPresented` names no thing: the sheet it presents does (the label a11yfix gives the gear, 'Search options', in the search menu); an unknown symbol's name is not a purpose, and a button nothing of its own names gets no identifier")
        XCTAssertEqual(identifiers("""
        struct TimelineFilters: View {
            let account: Account

            var body: some View {
                Menu("Tags") {
                    ForEach(account.sortedTags) { tag in
                        Button { open(tag) } label: { Label("#\\(tag.name)", systemImage: "number") }
                    }
                }
            }
        }
        """), ["timeline_filters_tags_menu", "timeline_filters_tags_tag_button_\\(tag.id)"],
                       "a row's control named by its item's own text is named for what the rows are")
        XCTAssertEqual(identifiers("""
        struct LanguageMenu: View {
            let languages: [Language]

            var body: some View {
                ForEach(languages) { lang in
                    Toggle(isOn: binding(for: lang.id)) { Text(lang.label) }
                }
            }
        }
        """), ["language_menu_language_toggle_\\(lang.id)"])
        XCTAssertEqual(identifiers("""
        struct DebugView: View {
            var body: some View {
                Button(action: exportLogs) {
                    #if targetEnvironment(macCatalyst)
                    Text("Show log files in Finder")
                    #else
                    Text("Export log files")
                    #endif
                }
            }
        }
        """), ["debug_export_logs_button"], "one platform's text does not name what the others label differently")
        XCTAssertEqual(identifiers("""
        struct PlayerSheet: View {
            @Bindable var store: StoreOf<Player>
            var body: some View {
                HStack {
                    Button { store.child = nil } label: { Image(systemName: "xmark") }
                    Button { navigateTo(.stories) } label: { Image(systemName: "play.fill") }
                    NavigationLink(unwrapping: $store.route, case: \\.detail) { _ in DetailView() }
                }
            }
        }
        """), ["player_sheet_close_button", "player_sheet_play_button"],
                       "`child = nil` and `navigateTo` say how, the glyphs what; a link code drives, with no label, is no element")
        XCTAssertEqual(IdentifierNaming.singular("categories"), "category")
        XCTAssertEqual(IdentifierNaming.singular("addresses"), "address")
        XCTAssertEqual(IdentifierNaming.singular("images"), "image")
        XCTAssertEqual(IdentifierNaming.singular("status"), "status")
    }

    func testAChoiceIsNamedWithItsGroupAndALinkWithWhatItOpens() {
        XCTAssertEqual(identifiers("""
        struct ModlogView: View {
            @State private var anyType = true
            @State private var anyCommunity = true
            @State private var sort = Sort.new

            var body: some View {
                HStack {
                    Toggle("Any", isOn: $anyCommunity)
                    Menu("Sort") {
                        Button("Default") { sort = .new }
                    }
                    typeFilterView()
                }
            }

            func typeFilterView() -> some View {
                Toggle("Any", isOn: $anyType)
            }
        }
        """), ["modlog_sort_menu", "modlog_sort_default_button", "modlog_type_filter_any_toggle"],
                       "\"Any\" says which choice only beside its group: the menu around it or the helper that builds it, else no identifier")
        XCTAssertEqual(identifiers("""
        struct LanguageServerInstallView: View {
            let homepageURL: URL
            let store: StoreOf<Install>
            let scope: TimeScope

            var body: some View {
                HStack {
                    Button { NSWorkspace.shared.open(homepageURL) } label: { Image(systemName: "camera.macro") }
                    Button { store.send(.timeScopeChanged(scope)) } label: { Image(systemName: "camera.macro") }
                    Button(action: {}) { ProgressView() }
                }
            }
        }
        """), ["language_server_install_open_homepage_button"],
                       "a URL's name says what `open` opens; a change event and an empty action name nothing, and nothing else names those buttons")
        XCTAssertEqual(identifiers("""
        struct SessionsSection: View {
            @Binding var maximumSessions: Int
            @Binding var policy: Policy

            var body: some View {
                Picker("Maximum sessions policy", selection: $policy) { Text("None") }
                Button("Close sessions") {}
            }
        }
        """), ["sessions_section_maximum_sessions_policy_picker", "sessions_section_close_button"],
                       "the screen's words go at the ends of a name, never from its middle")
    }

    func testNamesFromTheSeed25Review() {
        XCTAssertEqual(identifiers("""
        struct BlocklistView: View {
            @ObservedObject var model: BlocklistModel

            var body: some View {
                HStack {
                    Button("program.remove.blocklist") { model.unblock() }
                    Button(model.hasSelectedAll ? L10n.deselectAll : L10n.selectAll) { model.toggleSelectAll() }
                    Button(isSupported ? L10n.Assist.title : L10n.Assist.Unsupported.title) { model.assist() }
                }
            }
        }
        """), ["blocklist_remove_button", "blocklist_toggle_select_all_button", "blocklist_assist_button"],
                       "a key's last part the screen already says gives way to the part before; a title that swaps two names is named by the action")
        XCTAssertEqual(identifiers("""
        struct ReactionsView: View {
            let store: Store<ButtonState, Action>
            let presets: [Reaction]

            var body: some View {
                HStack {
                    ForEach(Array(store.favoriteReactions.enumerated()), id: \\.offset) { index, reaction in
                        Button("React") { store.send(.react(reaction)) }
                    }
                    ForEach(Array(presets.enumerated()), id: \\.offset) { index, reaction in
                        Button("Preset") {}
                    }
                }
            }
        }
        """), [#"reactions_preset_button_\(index)"#],
                       "the index of a let store's state moves with the state; a let array's stays")
        XCTAssertEqual(identifiers("""
        struct ComplicationFamilySelectView: View {
            var body: some View {
                List {
                    familyRow(family: .modularLarge)
                    familyRow(family: .utilitarianLarge)
                }
            }

            private func familyRow(family: ComplicationFamily) -> some View {
                NavigationLink {
                    EditorView(family: family)
                } label: {
                    Text(family.shortName)
                }
            }
        }
        """), ["complication_family_select_view"],
                       "a display name repeats (\"Large\" twice) and changes with the language: no identity for the copies")
        XCTAssertEqual(identifiers("""
        struct GuestPasswordView: View {
            @State private var password = ""
            @State private var newPassword = ""
            @State private var isVisible = false
            @State private var isEditing = false

            var body: some View {
                VStack {
                    if isVisible {
                        TextField(placeholder, text: $password)
                    } else {
                        SecureField(placeholder, text: isEditing ? $newPassword : $password)
                    }
                    ImageView(url: avatarURL).onTapGesture { showProfile() }
                }
            }
        }
        """), ["guest_password_show_profile_button"],
                       "a field nothing names in one branch is named in neither; a View named for what it draws is named by its tap")
    }

    func testNamesFromTheSeed28Review() {
        XCTAssertEqual(identifiers("""
        struct EditAccountView: View {
            @State private var name = ""
            @State private var requiresAltText = false

            var body: some View {
                VStack {
                    TextField("account.edit.display-name", text: $name)
                    Toggle("settings.posting.require-alt-text", isOn: $requiresAltText)
                }
            }
        }

        struct SendFeedbackButton: View {
            var body: some View {
                Link("Support", destination: URL(string: "https://example.com/support")!)
            }
        }
        """), ["edit_account_display_name_textfield", "edit_account_require_alt_text_toggle", "send_feedback_support_link"],
                       "a word inside a key's last part names the thing; a type named for a button that holds a link does not make it a button")
        XCTAssertEqual(identifiers("""
        struct ErrorView: View {
            let refresh: () async -> Bool

            var body: some View {
                VStack {
                    Button {
                        Task {
                            if await refresh() { timer.upstream.connect().cancel() }
                        }
                    } label: {
                        ProgressView()
                    }
                    Button(action: skip) {
                        Text(verbatim: L10n.Permission.Screen.Bluetooth.secondaryButton)
                    }
                }
            }
        }
        """), ["error_refresh_button", "error_skip_button"],
                       "the work a branch awaits is the action, not what its body does after; an accessor's `secondaryButton` names a place, not the control")
    }

    func testANestedViewWithAShortNameIsNamedWithTheViewAroundIt() {
        let code = """
        extension SelectUserView {
            struct Toolbar: View {
                let cancel: () -> Void

                var body: some View {
                    Button("Cancel", action: cancel)
                }
            }
        }
        """
        XCTAssertEqual(identifiers(code), ["select_user_toolbar_cancel_button"], "`toolbar_cancel_button` would say nothing of the screen")
    }

    func testTheViewOfAnAccessibilityRepresentationIsNotASecondElement() {
        XCTAssertEqual(identifiers("""
        struct RatingControl: View {
            @Binding var rating: Int

            var body: some View {
                HStack {
                    ForEach(1...5, id: \\.self) { star in
                        Image(systemName: star <= rating ? "star.fill" : "star")
                    }
                }
                .accessibilityRepresentation {
                    Stepper("Rating", value: $rating, in: 1...5)
                }
            }
        }
        """), [], "the Stepper stands for the HStack, which VoiceOver and UI tests see as one element")
    }

    // MARK: - Identity inside ForEach

    func testItemSuffixFollowsTheForEachIdentity() {
        XCTAssertEqual(identifiers("""
        struct TagsView: View {
            let items: [Item]
            let names: [String]
            let programs: [Program]
            @State private var drafts: [Draft] = []

            var body: some View {
                VStack {
                    ForEach(tags) { tag in Button("Open") {} }
                    ForEach(names, id: \\.self) { name in Button("Greet") {} }
                    ForEach(users, id: \\.email) { user in Button("Mail") {} }
                    ForEach(0..<3) { index in Button("Pick") {} }
                    ForEach(Array(items.enumerated()), id: \\.offset) { index, item in Button("Move") {} }
                    ForEach(Array(items.enumerated()), id: \\.element.id) { _, item in Button("Copy") {} }
                    ForEach($rows) { $row in Button("Edit") {} }
                    ForEach($rows) { row in Button("Clear") {} }
                    ForEach(drafts) { Button("Send") {} }
                    ForEach(drafts) { HStack { Button("Undo") {} } }
                    ForEach(Array(items.enumerated()), id: \\.offset) { _, item in Button("Drop") {} }
                    ForEach(drafts.indices, id: \\.self) { index in Button("Discard") {} }
                    ForEach(Array(drafts.enumerated()), id: \\.offset) { index, draft in Button("Share") {} }
                    ForEach(tags, id: \\.hashValue) { tag in Button("Pin") {} }
                    ForEach(programs, id: \\.self) { program in Button("Run") {} }
                }
            }
        }
        """), [
            #"tags_open_button_\(tag.id)"#, #"tags_greet_button_\(name)"#, #"tags_mail_button_\(user.email)"#,
            #"tags_pick_button_\(index)"#, #"tags_move_button_\(index)"#, #"tags_copy_button_\(item.id)"#,
            #"tags_edit_button_\(row.id)"#, #"tags_clear_button_\(row.wrappedValue.id)"#, #"tags_send_button_\($0.id)"#,
        ], "no identifier where a row's identity cannot be told or would not stay with its item (a hash value, the index of a @State array, `id: \\.self` over a model type, whose text is its type name): one without it would repeat on every row")
    }

    func testListRowsOnlyWhenTheyHoldNoControls() {
        XCTAssertEqual(identifiers("""
        struct InboxView: View {
            let messages: [Message]
            var body: some View {
                List {
                    Section("Today") {
                        ForEach(messages) { message in
                            HStack { Text(message.subject) }
                        }
                    }
                    ForEach(messages) { message in
                        HStack {
                            Text(message.subject)
                            Button("Archive") {}
                        }
                    }
                    ForEach(messages) { message in
                        MessageRow(message: message)
                    }
                }
            }
        }
        """), ["inbox_view", #"inbox_today_message_row_\(message.id)"#, #"inbox_archive_button_\(message.id)"#])
    }

    // MARK: - Uniqueness

    func testCollisionsTakeTheMemberNameAndANumberIsNoName() {
        XCTAssertEqual(identifiers("""
        struct EditorView: View {
            var body: some View {
                VStack {
                    header
                    footer
                    Button("Preview") {}
                }
            }

            private var header: some View {
                HStack {
                    Button("Edit") {}
                    Button("Edit") {}
                }
            }

            private var footer: some View {
                Button("Edit") {}
            }
        }
        """), ["editor_preview_button", "editor_header_edit_button", "editor_footer_edit_button"],
        "the header's second Edit has nothing but a number to tell it from the first: no identifier rather than `_2`")
    }

    func testExistingIdentifiersAreTaken() {
        XCTAssertEqual(identifiers("""
        struct EditorView: View {
            var body: some View {
                VStack {
                    Button("Save") {}.accessibilityIdentifier("editor_save_button")
                    Button("Save") {}
                }
            }
        }
        """), [], "a second Save that only a number would tell apart from the team's gets none")
    }

    func testScreenContainerIsTheOutermostScrollContainerOnly() {
        XCTAssertEqual(identifiers("""
        struct LibraryView: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        ScrollView(.horizontal) { Text("Chips") }
                        List {
                            List { Text("Nested") }
                        }
                    }
                }
            }
        }

        struct WelcomeView: View {
            var body: some View {
                NavigationStack {
                    Text("Welcome")
                }
            }
        }

        struct BannerView: View {
            var body: some View {
                VStack { Text("Banner") }
            }
        }
        """), ["library_view"], "a NavigationStack is no element: an identifier on it would reach Welcome's text")
    }

    func testSeed31ReviewNames() {
        // A case's carried value is no case; a chevron beside text is a disclosure indicator; a View
        // that draws its caller's content is a container, not a screen.
        XCTAssertEqual(identifiers("""
        struct LocationSheet: View {
            let context: LocationContext
            let permissions: [Permission]

            var body: some View {
                VStack {
                    Button {
                        context.send(viewAction: .setMapCenter(.init(latitude: 1, longitude: 2)))
                    } label: {
                        Image(systemName: "location")
                    }
                    ForEach(permissions) { permission in
                        Button {
                            context.send(viewAction: .request(permission))
                        } label: {
                            HStack {
                                Text(permission.title)
                                Image(systemName: "chevron.right")
                            }
                        }
                    }
                }
            }
        }

        struct TrackableScrollView<Content: View>: View {
            let content: Content

            var body: some View {
                ScrollView {
                    content
                }
            }
        }
        """), ["location_sheet_set_map_center_button", "location_sheet_request_button_\\(permission.id)"])
    }

    func testSeed32ReviewNames() {
        // The app's own URL opener says how, not what; a key name of five words keeps its subject.
        XCTAssertEqual(identifiers("""
        struct OnboardingServersList: View {
            var body: some View {
                VStack {
                    Button(action: {
                        URLOpener.shared.open(AppConstants.gettingStarted, options: [:], completionHandler: nil)
                    }, label: {
                        Image(systemName: "questionmark")
                    })
                    Toggle(isOn: binding) {
                        Text(L10n.Settings.Developer.WebViewBelowStatusBar.title)
                    }
                }
            }
        }
        """), ["onboarding_servers_list_help_button", "onboarding_servers_list_web_view_below_status_bar_toggle"])
    }

    func testEachBranchsListIsTheScreen() {
        XCTAssertEqual(identifiers("""
        struct ComplicationPicker: View {
            @State private var complications: [Complication]?

            var body: some View {
                Group {
                    if complications == nil {
                        ProgressView()
                    } else if complications?.isEmpty ?? true {
                        List {
                            Text("No complications")
                        }
                    } else {
                        List {
                            Text("Choose one")
                        }
                    }
                }
            }
        }

        struct SplitLists: View {
            var body: some View {
                VStack {
                    List { Text("Top") }
                    List { Text("Bottom") }
                }
            }
        }
        """), ["complication_picker_view", "complication_picker_view", "split_lists_view"])
    }

    func testATitleTheScreenAlsoSaysIsStillTheElementsWord() {
        // The action agrees with the title; the key's namespace (`ConfigurationTransfer`) names nothing.
        XCTAssertEqual(identifiers("""
        struct ImportExportConfigurationView: View {
            var body: some View {
                VStack {
                    Button {
                        viewModel.startImport()
                    } label: {
                        Label(L10n.Settings.ConfigurationTransfer.Import.button, systemImage: "square.and.arrow.down")
                    }
                    Button {
                        viewModel.startExport()
                    } label: {
                        Label(L10n.Settings.ConfigurationTransfer.Export.button, systemImage: "square.and.arrow.up")
                    }
                }
            }
        }
        """), ["import_export_configuration_import_button", "import_export_configuration_export_button"])
    }

    func testAFlatKeysGroupWordNamesNothing() {
        XCTAssertEqual(IdentifierNaming.words(ofComputedText: "L10n.commonSettings"), ["settings"])
        XCTAssertEqual(IdentifierNaming.words(ofComputedText: "L10n.a11yStartVoiceCall"), ["start", "voice", "call"])
        XCTAssertEqual(IdentifierNaming.words(ofComputedText: "L10n.screenRoomlistMarkAsRead"), ["roomlist", "mark", "as", "read"])
        XCTAssertEqual(IdentifierNaming.words(ofComputedText: "L10n.Settings.Developer.WebViewBelowStatusBar.title"), ["web", "view", "below", "status", "bar"])
    }

    func testAPickerRowIsNamedForItsChoiceNotForClosingOrItsCheckmark() {
        XCTAssertEqual(identifiers("""
        struct VoicePicker: View {
            @Environment(\\.dismiss) private var dismiss
            @Binding var selection: String
            let voices: [Voice]

            var body: some View {
                List {
                    ForEach(voices) { voice in
                        Button {
                            selection = voice.identifier
                            dismiss()
                        } label: {
                            HStack {
                                Text(voice.name)
                                if selection == voice.identifier {
                                    Image(systemName: "checkmark")
                                }
                            }
                        }
                    }
                }
            }
        }
        """), ["voice_picker_view", "voice_picker_voice_button_\\(voice.id)"])
    }

    func testAnOptionalTitleTellsNoCopiesApart() {
        // `\\(label)` of a `String?` would read `Optional("Pause")`, or `nil`, and Swift warns about it.
        let ids = identifiers("""
        struct VacuumControls: View {
            var body: some View {
                HStack {
                    vacuumButton(symbol: "pause.fill", label: L10n.pause) {}
                    vacuumButton(symbol: "house.fill", label: nil) {}
                }
            }

            private func vacuumButton(symbol: String, label: String?, action: @escaping () -> Void) -> some View {
                Button(action: action) {
                    VStack {
                        Image(systemName: symbol)
                        if let label {
                            Text(verbatim: label)
                        }
                    }
                }
            }
        }
        """)
        XCTAssertFalse(ids.contains { $0.contains("\\(label)") }, "\(ids)")
    }

    // MARK: - Fixes

    func testFixesAreIdempotentWithTrackingAndKeepTheFileParsing() throws {
        let code = """
        struct CheckoutView: View {
            let items: [Item]
            var body: some View {
                Form {
                    ForEach(items) { item in
                        Button(item.name) { select(item) }
                    }
                    Button("Pay") { pay() }
                        .accessibilityIdentifier("checkout_pay")
                }
            }
        }
        """
        let options = RuleOptions(trackElements: true)
        let fixed = RuleHarness.fixed([AccessibilityIdentifierRule.self], code, options: options)
        XCTAssertEqual(fixed, """
        struct CheckoutView: View {
            let items: [Item]
            var body: some View {
                Form {
                    ForEach(items) { item in
                        Button(item.name) { select(item) }
                            .accessibilityIdentifier("checkout_select_button_\\(item.id)")
                            .trackElement("checkout_select_button_\\(item.id)")
                    }
                    Button("Pay") { pay() }
                        .accessibilityIdentifier("checkout_pay")
                        .trackElement("checkout_pay")
                }
                .accessibilityIdentifier("checkout_view")
                .trackElement("checkout_view")
            }
        }
        """)
        XCTAssertEqual(RuleHarness.fixed([AccessibilityIdentifierRule.self], fixed, options: options), fixed)
        XCTAssertEqual(RuleHarness.fixed([AccessibilityIdentifierRule.self], fixed), fixed)
        try SwiftParseOracle.assertParses([("tracked", fixed)])
    }

    func testComposesWithTheDeprecatedModifierRuleOnOneChain() throws {
        let code = """
        struct GalleryView: View {
            var body: some View {
                Button(action: share) {
                    Image(systemName: "square.and.arrow.up")
                }
                .accessibility(label: Text("Share photo"))
                .padding()
            }

            private func share() {}
        }
        """
        let rules: [any Rule.Type] = [DeprecatedAccessibilityModifierRule.self, AccessibilityIdentifierRule.self]
        let fixed = RuleHarness.fixed(rules, code, options: RuleOptions(trackElements: true))
        XCTAssertEqual(fixed, """
        struct GalleryView: View {
            var body: some View {
                Button(action: share) {
                    Image(systemName: "square.and.arrow.up")
                }
                .accessibilityLabel(Text("Share photo"))
                .accessibilityIdentifier("gallery_share_photo_button")
                .trackElement("gallery_share_photo_button")
                .padding()
            }

            private func share() {}
        }
        """)
        XCTAssertEqual(RuleHarness.fixed(rules, fixed, options: RuleOptions(trackElements: true)), fixed)
        try SwiftParseOracle.assertParses([("composed", fixed)])
    }

    // MARK: - Command line

    private func runCommand(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var output: [UInt8] = []
        var errors: [UInt8] = []
        let console = Console(standardOutput: { output += $0 }, standardError: { errors += $0 }, environment: ["NO_COLOR": "1"])
        let status = A11yFixCommand.main(arguments, console: console)
        return (status, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }

    func testIdentifiersAndTrackFlagsEndToEnd() throws {
        let folder = try TemporaryFolder()
        let source = """
        import SwiftUI

        struct SettingsView: View {
            @State private var wifi = true

            var body: some View {
                Form {
                    Toggle("Wi-Fi", isOn: $wifi)
                        .tint(.green)
                }
                .navigationTitle("Settings")
            }
        }

        """
        let file = try folder.write("Sources/SettingsView.swift", source)

        // Opt-in: only --identifiers (or naming the rule) runs it.
        XCTAssertFalse(runCommand(["--check", file.path]).errors.contains("[accessibility-identifier]"))
        XCTAssertTrue(runCommand(["--identifiers", "--check", file.path]).errors.contains("[accessibility-identifier]"))
        XCTAssertTrue(runCommand(["--rules", "accessibility-identifier", "--check", file.path]).errors.contains("[accessibility-identifier]"))

        let run = runCommand(["--identifiers", "--track", "--apply", file.path])
        XCTAssertEqual(run.status, 1, run.errors)
        XCTAssertTrue(run.errors.contains("Toggle has no accessibility identifier; add \"settings_wifi_toggle\""), run.errors)
        let fixed = try folder.text("Sources/SettingsView.swift")
        XCTAssertEqual(fixed, """
        import SwiftUI

        struct SettingsView: View {
            @State private var wifi = true

            var body: some View {
                Form {
                    Toggle("Wi-Fi", isOn: $wifi)
                        .tint(.green)
                        .accessibilityIdentifier("settings_wifi_toggle")
                        .trackElement("settings_wifi_toggle")
                }
                .navigationTitle("Settings")
                .accessibilityIdentifier("settings_view")
                .trackElement("settings_view")
            }
        }

        """)
        try SwiftParseOracle.assertParses([("SettingsView.swift", fixed)])

        let again = runCommand(["--identifiers", "--track", "--apply", file.path])
        XCTAssertEqual(again.status, 0, again.errors)
        XCTAssertEqual(try folder.text("Sources/SettingsView.swift"), fixed)

        // Enabling the rule by id works the same; without --track nothing more is asked for.
        XCTAssertEqual(runCommand(["--rules", "accessibility-identifier", "--check", file.path]).status, 0)
    }

    /// The identifiers `--identifiers` proposes for the demo app, as the diff a team reviews.
    func testDemoAppIdentifiersMatchTheSnapshot() throws {
        let demo = try ReportSnapshot.demoAppCopy()
        let run = try CommandRunner.a11yfix(["--dry-run", "--no-cache", "--rules", "accessibility-identifier", "Sources"], in: demo.url)
        XCTAssertEqual(run.status, 1, run.standardError)
        try ReportSnapshot.assertMatches(run.standardOutput, named: "identifiers.diff")
    }

    /// Every identifier the rule gives the demo app, once, with the app still parsing after `--apply`
    /// and a second `--apply` changing nothing.
    func testDemoAppIdentifiersAreUniquePerViewAndStable() throws {
        let demo = CommandRunner.repositoryRoot.appendingPathComponent("Fixtures/DemoApp/Sources/DemoApp")
        let names = try FileManager.default.contentsOfDirectory(atPath: demo.path).filter { $0.hasSuffix(".swift") }.sorted()
        var rewritten: [(name: String, code: String)] = []
        for name in names {
            let original = try String(contentsOf: demo.appendingPathComponent(name), encoding: .utf8)
            let outcome = RuleHarness.outcome([AccessibilityIdentifierRule.self], original)
            XCTAssertTrue(outcome.diagnostics.isEmpty, "\(name): \(outcome.diagnostics)")
            XCTAssertTrue(outcome.findings.allSatisfy(\.isFixed), "\(name): \(outcome.findings.filter { !$0.isFixed }.map(\.message))")
            let fixed = outcome.fixedBytes.map { String(decoding: $0, as: UTF8.self) } ?? original
            XCTAssertEqual(RuleHarness.fixed([AccessibilityIdentifierRule.self], fixed), fixed, "\(name): a second run changes it")
            rewritten.append((name, fixed))

            let ids = outcome.findings.compactMap { finding -> String? in
                guard let start = finding.finding.message.range(of: "add \"")?.upperBound else { return nil }
                return String(finding.finding.message[start...].dropLast())
            }
            // The password field is a TextField or a SecureField, one field in the two branches of `if showsPassword`.
            let repeated = Set(ids.filter { id in ids.filter { $0 == id }.count > 1 })
            XCTAssertEqual(repeated, name == "LoginView.swift" ? ["login_password_textfield"] : [], "\(name): duplicate identifiers \(ids)")
            for id in ids {
                let staticPart = id.components(separatedBy: "_\\(").first ?? id
                XCTAssertTrue(staticPart.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") }, id)
                XCTAssertFalse(staticPart.contains("__") || staticPart.hasPrefix("_") || staticPart.hasSuffix("_"), id)
            }
        }
        try SwiftParseOracle.assertParses(rewritten)
    }
}
