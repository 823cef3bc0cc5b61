/// Views that act when tapped (`.onTapGesture`) but are not announced as buttons.
public struct TapGestureButtonTraitRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "tap-gesture-button-trait",
        name: "Tappable views need the button trait",
        summary: "Finds a `Text`, `Label`, `Image`, stack, colour or shape made tappable with `.onTapGesture` (or `.gesture(TapGesture().onEnded { … })`) that has no `.isButton` or `.isLink` trait, no accessibility action and no representation. Adds `.accessibilityAddTraits(.isButton)`; a stack also gets `.accessibilityElement(children: .combine)` so it is one element, and a view that shows no text gets `.accessibilityLabel(\"…\") // [VERIFY]` inferred the way icon-only controls are labelled.",
        rationale: "VoiceOver reads a tappable Text as plain text and a tappable stack as a list of separate texts: nothing says it does anything, so a blind user never learns the row opens a profile or the word \"Show more\" expands the post. Voice Control users are not offered it as a control they can name. WCAG 4.1.2 requires a control's role to be exposed.",
        notes: """
        A tappable image whose picture is chosen by a condition (`Image(tag == selectedTag ? "radio-selected" : "radio")`, a radio button's or a checkbox's circle) is reported without a fix: the picture is its state, which a fixed label would hide; a person names it with the text beside it and adds `.isSelected`.

        What counts as the tap: a single tap (`.onTapGesture { … }`, `.onTapGesture(perform: openProfile)`, `TapGesture()` attached with `.gesture`, `.simultaneousGesture` or `.highPriorityGesture`). A `TapGesture()` attached with nothing to run (`.simultaneousGesture(TapGesture())`, no `.onEnded`) only swallows clicks: no control. A double tap or more (`.onTapGesture(count: 2)`, a seven-tap easter egg) is a shortcut, not a button: VoiceOver's activation is one tap, so a button trait would announce an action that does not happen; it is left to a person (`.accessibilityAction`).

        The fix depends on the view. A `Text` or `Label` gets the trait (safe); a `Button` is the better fix there (it also gets the pressed look, keyboard focus and a name for Voice Control), which the message says, since rewriting the view into a Button changes its layout. Text that opens a web page when tapped (`openURL`, `UIApplication.shared.open`), or hands a link to a handler (`linkAction(link)`), is a link: it gets `.isLink` instead, so VoiceOver says \"link\" and lists it in the links rotor. A view that shows whether it is selected or enabled only by its look (a colour, weight, opacity, fill or font chosen by a comparison or a Boolean state, `.foregroundStyle(selection == option ? .accentColor : .secondary)`, `.opacity(isActivated ? 1 : 0.7)`, also through a computed property such as `textColor`; not a press or a hover, nor a size or frame chosen by a kind; or content it draws in one state only, with nothing in its place otherwise: a checkmark `if selected.contains(item)`, a radio's dot `if selection == mode`; an `if … else` that picks which text to show is content) is reported without a fix: the trait alone would announce a plain, enabled button; it needs `.isSelected` or `.disabled` with it, or a Button or Picker. A stack whose views carry an `.accessibilityIdentifier` is reported rather than combined: the combined element would lose the identifier UI tests find it by, which a person moves onto it. Taps counted toward a hidden trigger (`versionTapCount += 1`, developer mode after seven quick taps), in the closure or a function of the type it calls, are no control and are left alone. A tap that acts only under a condition of state (`if isCurrent { … }`, `guard canEdit else { return }`; not a time guard such as a debounce's `Date() >= suppressUntil`, after which it always acts) or only when the View was given an action or a value to act on (`onTap?()`, `if let onTap = onTap { onTap(self) }`, `if let url = learnMoreLink { open(url) }`: a chip its callers also show as a plain label) is reported, with the trait to give under that condition (`.accessibilityAddTraits(onTap != nil ? .isButton : [])`). A view whose tap switches a state on and off that shows or hides nothing (`isFiltered.toggle()`) is a toggle: a button trait would hide its state, so it is reported without a fix (a `Toggle`, or the trait with an `.accessibilityValue`); one that opens and closes content (`isExpanded.toggle()`) is a disclosure, reported too (the trait with an expanded or collapsed value, or a `DisclosureGroup`), also when a glyph beside its title follows the state (`Image(isOpen ? \"caret-up\" : \"caret-down\")`), while one that only opens it (`isExpanded = true`, \"Show more\") is a plain button. So is one whose title names what the next tap does, changing with the state it flips (`Text(isPlaying ? \"Stop\" : \"Start\")`), one that calls a function named for toggling (`toggleBody()`: the state is out of sight), and one whose state presents a sheet, popover or alert (`.sheet(isPresented: $isShowingSources)`); a symbol alone that changes with the state (`Image(systemName: isPlaying ? \"stop.fill\" : \"play.fill\")`) is reported, asking for the trait and a label for each state. A symbol filled while its item is chosen (`Image(systemName: isBookmarked ? \"bookmark.fill\" : \"bookmark\")`, a heart, a star) keeps one name and says its state as selected: `.accessibilityAddTraits(isBookmarked ? [.isButton, .isSelected] : .isButton)`. Text that shows all of itself or a few lines by a state (`.lineLimit(isExpanded ? nil : 2)`) is reported: VoiceOver reads it whole either way, so the tap needs an expanded or collapsed value, if anything. A choice drawn in the first branch of an `if` on its selection (`if selected == index { Text(text).bold() … } else { Text(text) … }`, both with the same tap) is selected whenever it shows: `.accessibilityAddTraits([.isButton, .isSelected])`. A row that shows a checkmark while it is chosen (`Image(systemName: \"checkmark\").opacity(selections.contains(id) ? 1 : 0)`, or drawn `if selections.contains(id)`, also with a hidden twin in its `else` holding its place, or a plus there: `if isInPlaylist { checkmark } else { plus.circle }`) gets `.isSelected` under that condition with the trait, and its checkmark is hidden; a glyph in a combined row that says what the tap does (`plus.circle.fill`: \"Add\", `minus.circle.fill`: \"Remove\") stays in it. Views beside each other that would get the same guessed label but do different things (six bookmark glyphs of a colour picker, told apart by the colour they pass) are reported: one name for all of them names none. A chevron or arrow whose tap navigates (`navigateTo(post)`) is not labelled by its direction (\"Next\"); a stack that shows only a number or a date beside a picture the code does not name (an avatar View, a photo) is reported, since combined it reads \"21K, button\". A tappable view drawn by a View or member of the file that is used only inside another control's label (a row `Button` whose label draws a private `RowControls()`) is reported without a fix: VoiceOver reads that control as one element and never reaches the tap, which needs an `.accessibilityAction(named:)` on the control. A stack (`HStack`, `VStack`, `ZStack`, lazy stacks) with text gets `.accessibilityElement(children: .combine)` and the trait (safe), so VoiceOver reads the row once, as a button, instead of stopping on each text, and its images that would be read by file name (`Image(\"promo_gifts_left\")`, bitmaps, a generated accessor's `Asset.Images.chevronRight.swiftUIImage`) or glyph name (a chevron, an arrow, an ellipsis), and icons beside the title that names them (`Image(systemName: type.imageName)` over `Text(type.title)`), are hidden in the same fix (a picture of several branches, a thumbnail's loaded image or its placeholder glyph, is hidden whole, on the outermost view around it that shows no text); one that already combines or replaces its children gets only the trait, and one the team already labels becomes one element that ignores its children, `.accessibilityElement(children: .ignore)` before that label, as Apple's examples order them. A stack that holds repeated content (a `ForEach`: a chart's days, a list of values) is reported without a fix: combined it would read as one long label, and which part acts is for a person. A `Text` that shows a sign and no word (`Text(\"✗\")`, read by its character's name) gets a label from what the tap does, like an icon, or is reported. A `Text` that shows only a value (`Text(\"\\(viewModel.goodsCount)\")`, a count badge beside the cart it counts) is reported: \"3, button\" names nothing a person can say. A `Text` whose value falls back to nothing (`Text(alias.note ?? \"\")`) is reported too: when it is empty VoiceOver cannot reach it, so it needs a label naming what it does. An `Image`, a `Label` with an empty title (`Label(\"\", systemImage: \"doc.on.clipboard\")`), or a stack of images, with no label gets a label inferred from the team's words, the tap's action, the SF Symbol or the asset name (`// [VERIFY]`), the same way `icon-only-control-label` does; when nothing names it, or it is a colour or shape that selects something (a swatch), it is reported without a fix: a button without a name is no better. A glyph shown only on some rows (`if index < 3 { Image(systemName: "circle.fill") }`, not a selection mark) marks them: the row is reported, since hiding the glyph would lose the mark and a person names it; so is a row with an image whose name a function picks from the item (`Image(history.callIconName(status: call.status))`: missed, incoming, outgoing).

        Not a finding: the look a style draws for a control (`ToggleStyle`, `ButtonStyle`: SwiftUI exposes the control); a view inside a `Button`, `NavigationLink`, `Link`, `Toggle` or other control's label (also a View named as one, a navigation library's `NBNavigationLink { … }` or a project's `PrimaryButton { … }`), or one that holds a control, also a view tapped through `.highPriorityGesture(TapGesture().onEnded { … })` (a combine would swallow the control's own action, and a trait on the container would go to every child); a view that already has `.isButton` or `.isLink` (also the deprecated `.accessibility(addTraits:)`, also in a postfix `#if`), an `.accessibilityAction`, `.accessibilityRepresentation`, or a modifier of the project's own that sets traits or actions; a view hidden from accessibility or inside a container that hides, combines or replaces its children (that container is the element); an invisible or disabled view; a menu item; a tap that runs nothing (a gesture that swallows taps so one around it does not fire); a tap that only scrolls to the top or bottom (a title tapped to go back to the top, like the status bar; VoiceOver users scroll with three fingers); a tap that ends editing or moves focus (`hideKeyboard()`, `isFocused = false`, the keyboard's dismissal on a background), also through a function of its View it runs (`perform: dismissNameEditorIfNeeded`, which takes the focus from the name's field); a backdrop: a colour, shape or empty stack that is clear, fills the screen, lies in a `.background` or `.overlay`, or whose tap only puts something away (the dimmed layer behind a panel: \"tap outside to dismiss\" is a shortcut beside the panel's own close control, which is what VoiceOver users use, with the escape gesture); a stack that fills the screen, itself or through a surface in it (a camera view whose tap shows its controls: a gesture on the screen, not a control VoiceOver can point to), or whose tap only puts it away (a toast, a debug panel); a row of a `List(selection:)` (the list already exposes rows as selectable); a caption whose tap flips the state a `Toggle` of the same View binds (the Toggle is the control); an item of a rating or level row, whose tap sets the rating to its place (a star is one step of one adjustable control: `adjustable-custom-control`); scroll views, lists, maps, `ForEach` and `Group` (the tap goes to each view inside). A View of the app's own (`AvatarView(url:).onTapGesture { … }`) and a property or helper (`header.onTapGesture`) are left alone: what they draw, and whether they set their own traits or hold controls, is out of sight here; so is a stack that draws a property or helper holding a control, a View named as a control (`FollowButton`), or a View of the project's whose code builds a control or a tap gesture, itself or through a View of its own file (a message cell's avatar that opens the profile): combined, the stack would swallow its action.
        """,
        severity: .blocks, wcag: ["4.1.2"], nutritionLabels: [.voiceOver, .voiceControl], fixSafety: .verify,
        seeds: ["000", "002", "003"],
        triggeringExamples: [
            // A count badge beside the cart names nothing: "3, button". Reported for a person to name it
            // (or to merge it with the cart it counts).
            RuleExample("""
            struct CartBar: View {
                @ObservedObject var viewModel: ShopViewModel
                @Binding var showCart: Bool

                var body: some View {
                    HStack(spacing: 0) {
                        Image(systemName: "cart.fill")
                            .onTapGesture { showCart.toggle() }
                            .accessibilityAddTraits(.isButton)
                            .accessibilityLabel("Cart")
                        ↓Text("\\(viewModel.goodsCount)")
                            .padding(7)
                            .background(.orange)
                            .clipShape(Circle())
                            .onTapGesture { showCart.toggle() }
                        Spacer()
                    }
                }
            }
            """),
            // A tip opens its link only when it was given one; most callers pass none. Reported with the conditional trait.
            RuleExample("""
            struct InfoTip: View {
                var message: LocalizedStringKey
                var learnMoreLink: URL?

                var body: some View {
                    ↓Text(message)
                        .font(.callout)
                        .onTapGesture {
                            if let url = learnMoreLink {
                                NSWorkspace.shared.open(url)
                            }
                        }
                }
            }
            """),
            // The ✕ of a notice whose tap sets a name closes nothing: "Close" would misname it. Reported for a person.
            RuleExample("""
            struct ParticipantHeader: View {
                @ObservedObject var contact: Contact

                var body: some View {
                    if contact.hasFixedName {
                        HStack {
                            Text("Previously known as: \\(contact.fixedName ?? "")").font(.caption)
                            ↓Image(systemName: "multiply.circle.fill")
                                .onTapGesture {
                                    contact.setFixedName(contact.anyName)
                                }
                        }
                    }
                }
            }
            """),
            // Drawn only inside a row Button's label: VoiceOver reaches the row, never this tap. Reported for a person.
            RuleExample("""
            struct ChangedFileRow: View {
                let file: ChangedFile
                let open: () -> Void
                let stage: () -> Void

                var body: some View {
                    Button(action: open) {
                        HStack {
                            Text(file.name)
                            Spacer()
                            RowControls(stage: stage)
                        }
                    }
                }
            }

            private struct RowControls: View {
                let stage: () -> Void

                var body: some View {
                    ↓Image(systemName: "plus")
                        .onTapGesture { stage() }
                }
            }
            """),
            RuleExample("""
            struct TransportBar: View {
                @Binding var isPlaying: Bool

                var body: some View {
                    HStack(spacing: 24) {
                        ↓Image(systemName: isPlaying ? "stop.fill" : "play.fill")
                            .font(.title)
                            .onTapGesture { isPlaying.toggle() }
                    }
                }
            }
            """),
            RuleExample("""
            struct PostBody: View {
                let post: Post
                @State private var isExpanded = false

                var body: some View {
                    VStack(alignment: .leading) {
                        Text(post.text)
                            .lineLimit(isExpanded ? nil : 4)
                        ↓Text("Show more")
                            .foregroundStyle(.tint)
                            .onTapGesture { isExpanded = true }
                    }
                }
            }
            """),
            RuleExample("""
            struct ContactRow: View {
                let contact: Contact
                let onSelect: (Contact) -> Void

                var body: some View {
                    ↓HStack {
                        Image(systemName: "person.crop.circle")
                        VStack(alignment: .leading) {
                            Text(contact.name).font(.headline)
                            Text(contact.email).font(.subheadline)
                        }
                        Spacer()
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { onSelect(contact) }
                }
            }
            """),
            RuleExample("""
            struct PhotoViewerHeader: View {
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    HStack {
                        Spacer()
                        ↓Image(systemName: "xmark")
                            .font(.title3)
                            .padding()
                            .onTapGesture { dismiss() }
                    }
                }
            }
            """),
            RuleExample("""
            struct TagList: View {
                let tags: [String]
                let open: (String) -> Void

                var body: some View {
                    ForEach(tags, id: \\.self) { tag in
                        ↓Label(tag, systemImage: "number")
                            .onTapGesture { open(tag) }
                    }
                }
            }
            """),
            RuleExample("""
            struct ColorChoices: View {
                @Binding var selected: Color
                let colors: [Color] = [.red, .green, .blue]

                var body: some View {
                    HStack {
                        ForEach(colors, id: \\.self) { color in
                            ↓Circle()
                                .fill(color)
                                .frame(width: 28, height: 28)
                                .onTapGesture { selected = color }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct BannerView: View {
                let openPromotion: () -> Void

                var body: some View {
                    ↓VStack(spacing: 4) {
                        Text("Spring sale")
                            .font(.headline)
                        Text("Up to 40% off all plans")
                    }
                    .padding()
                    .background(.yellow.opacity(0.3), in: RoundedRectangle(cornerRadius: 12))
                    .onTapGesture(perform: openPromotion)
                }
            }
            """),
            RuleExample("""
            struct LinkText: View {
                let url: URL
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    ↓Text(url.host() ?? "")
                        .underline()
                        .gesture(TapGesture().onEnded { openURL(url) })
                }
            }
            """),
            RuleExample("""
            struct RatingBadge: View {
                let showReviews: () -> Void

                var body: some View {
                    ↓ZStack {
                        Image(systemName: "star.fill")
                        Image(systemName: "star")
                    }
                    .onTapGesture { showReviews() }
                }
            }
            """),
            RuleExample("""
            struct LogoHeader: View {
                let openWebsite: () -> Void

                var body: some View {
                    ↓Image("brand_mark")
                        .resizable()
                        .frame(width: 40, height: 40)
                        .onTapGesture { openWebsite() }
                }
            }
            """),
            RuleExample("""
            struct PlanCard: View {
                let plan: Plan
                @Binding var selection: Plan?

                var body: some View {
                    ↓VStack {
                        Text(plan.name)
                        Text(plan.price)
                    }
                    .accessibilityElement(children: .combine)
                    .onTapGesture(count: 2) { selection = nil }
                    .onTapGesture { selection = plan }
                }
            }
            """),
            RuleExample("""
            struct SectionToggle: View {
                @Binding var isCollapsed: Bool

                var body: some View {
                    #if os(iOS)
                    ↓Text(isCollapsed ? "Expand" : "Collapse")
                        .onTapGesture { isCollapsed.toggle() }
                    #endif
                }
            }
            """),
            RuleExample("""
            struct SearchScopeBar: View {
                @Binding var isScoped: Bool

                var body: some View {
                    HStack {
                        ↓Text("Scoped")
                            .foregroundStyle(isScoped ? Color.accentColor : Color.primary)
                            .onTapGesture { isScoped.toggle() }
                    }
                }
            }
            """),
            RuleExample("""
            struct VersionLabel: View {
                let version: String
                @State private var didCopy = false

                var body: some View {
                    ↓Text(didCopy ? "Copied" : "Version \\(version)")
                        .onTapGesture {
                            UIPasteboard.general.string = version
                            didCopy.toggle()
                        }
                }
            }
            """),
            RuleExample("""
            struct SortBar: View {
                @Binding var sort: SortOrder

                var body: some View {
                    HStack {
                        ForEach(SortOrder.allCases) { order in
                            ↓Text(order.title)
                                .foregroundStyle(sort == order ? Color.accentColor : .secondary)
                                .onTapGesture { sort = order }
                        }
                    }
                }
            }
            """),
            // Six bookmark glyphs told apart by the colour they pass: one guessed name for all names none.
            RuleExample("""
            struct BookmarkColorPicker: View {
                let post: Post
                @Binding var isShown: Bool

                var body: some View {
                    HStack(spacing: 0) {
                        ↓Image(systemName: "bookmark.fill")
                            .foregroundColor(.red)
                            .padding(10)
                            .onTapGesture {
                                post.addBookmark(color: .red)
                                isShown = false
                            }
                        ↓Image(systemName: "bookmark.fill")
                            .foregroundColor(.blue)
                            .padding(10)
                            .onTapGesture {
                                post.addBookmark(color: .blue)
                                isShown = false
                            }
                    }
                }
            }
            """),
            // A chevron that opens the post: it points at a screen, and "Next" would name the next photo.
            RuleExample("""
            struct GalleryCaption: View {
                let post: Post
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    HStack {
                        Text(post.summary)
                        Spacer()
                        ↓Image(systemName: "chevron.right")
                            .padding(10)
                            .contentShape(Rectangle())
                            .onTapGesture {
                                dismiss()
                                navigateTo(post)
                            }
                    }
                }
            }
            """),
            // An amount beside an avatar: combined it would read "21K, button", naming no one.
            RuleExample("""
            struct TopTipPill: View {
                let tip: Tip
                let openProfile: (Contact) -> Void

                var body: some View {
                    ↓HStack(spacing: 5) {
                        AvatarView(url: tip.sender.pictureURL, size: 20)
                        Text(tip.amount, format: .number.notation(.compactName))
                            .bold()
                    }
                    .padding(.horizontal, 8)
                    .onTapGesture { openProfile(tip.sender) }
                }
            }
            """),
            // A tap that shows an address whole or cut to two lines: VoiceOver reads it whole either way.
            RuleExample("""
            struct ReceiveAddressView: View {
                let store: StoreOf<AddressDetails>

                var body: some View {
                    VStack(spacing: 12) {
                        Text("Your address")
                            .font(.headline)
                        ↓Text(store.address)
                            .lineLimit(store.isAddressExpanded ? nil : 2)
                            .truncationMode(.middle)
                            .onTapGesture { store.send(.addressTapped) }
                    }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // Tap-to-hide chrome on a full-screen photo: the bars come and go; the photo is no button.
            RuleExample("""
            Image(uiImage: photo)
                .resizable()
                .scaledToFit()
                .onTapGesture {
                    withAnimation { hideBars.toggle() }
                }
            """),
            // A TapGesture with nothing to run only keeps clicks from reaching the window behind: no control.
            RuleExample("""
            struct WindowControls: View {
                let close: () -> Void
                let minimize: () -> Void

                var body: some View {
                    HStack(spacing: 6) {
                        Button("Close", action: close)
                        Button("Minimize", action: minimize)
                    }
                    .contentShape(Rectangle())
                    .simultaneousGesture(TapGesture())
                }
            }
            """),
            // The row combines its children, and its text is already a link: the combined row is announced as one.
            RuleExample("""
            struct PrivacyPolicyRow: View {
                let openPolicy: () -> Void

                var body: some View {
                    HStack {
                        Text("Privacy policy")
                            .accessibilityHint("Opens in your browser")
                            .accessibilityAddTraits(.isLink)
                        Image(systemName: "arrow.up.right")
                    }
                    .accessibilityElement(children: .combine)
                    .onTapGesture { openPolicy() }
                }
            }
            """),
            // The label of a navigation library's link, which draws a Button: that control is the element.
            RuleExample("""
            import NavigationBackport

            struct MissingProfileRow: View {
                let pubkey: String

                var body: some View {
                    NBNavigationLink(value: ContactPath(key: pubkey)) {
                        HStack(alignment: .top) {
                            Text("No profile")
                                .font(.headline)
                            Text("@missing")
                                .foregroundStyle(.secondary)
                        }
                        .contentShape(Rectangle())
                        .onTapGesture { navigateTo(ContactPath(key: pubkey)) }
                    }
                }
            }
            """),
            // A title tapped to scroll back to the top: a shortcut like the status bar's, not a control.
            RuleExample("""
            struct RelayFeedSheet: View {
                let title: String

                var body: some View {
                    FeedList()
                        .toolbar {
                            ToolbarItem(placement: .principal) {
                                HStack {
                                    Text(title)
                                }
                                .contentShape(Rectangle())
                                .onTapGesture {
                                    sendNotification(.shouldScrollToTop)
                                }
                            }
                        }
                }
            }
            """),
            // Taps counted toward a hidden trigger (developer mode after seven quick taps): no control.
            RuleExample("""
            struct VersionFooterView: View {
                let versionText: String
                let onDeveloperMode: () -> Void
                @State private var versionTapCount = 0

                var body: some View {
                    Text(versionText)
                        .font(.footnote)
                        .onTapGesture { handleVersionTap() }
                }

                private func handleVersionTap() {
                    versionTapCount += 1
                    if versionTapCount >= 7 {
                        onDeveloperMode()
                        versionTapCount = 0
                    }
                }
            }
            """),
            // A caption that flips the state of the Toggle beside it: the Toggle is the control.
            RuleExample("""
            struct TestingModeToggle: View {
                @EnvironmentObject var queryService: QueryService

                var body: some View {
                    HStack(spacing: 0) {
                        Text("Test Mode")
                            .foregroundStyle(.secondary)
                            .onTapGesture {
                                withAnimation { queryService.isTestingMode.toggle() }
                            }
                        Toggle("Test Mode", isOn: $queryService.isTestingMode.animation())
                            .toggleStyle(.switch)
                            .labelsHidden()
                    }
                }
            }
            """),
            // A star of a rating row: one step of an adjustable control, which adjustable-custom-control reports.
            RuleExample("""
            struct RatingView: View {
                @Binding var rating: Int

                var body: some View {
                    HStack {
                        ForEach(1...5, id: \\.self) { star in
                            Image(systemName: star <= rating ? "star.fill" : "star")
                                .onTapGesture { rating = star }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct FollowRow: View {
                let account: Account
                let follow: () -> Void

                var body: some View {
                    Button(action: follow) {
                        Text(account.name)
                            .onTapGesture { follow() }
                    }
                }
            }
            """),
            RuleExample("""
            struct CommentRow: View {
                let comment: Comment
                let open: () -> Void
                let like: () -> Void

                var body: some View {
                    HStack {
                        Text(comment.body)
                        Button("Like", action: like)
                    }
                    .onTapGesture(perform: open)
                }
            }
            """),
            RuleExample("""
            struct AuthorLine: View {
                let name: String
                let openProfile: () -> Void

                var body: some View {
                    Text(name)
                        .accessibilityAddTraits(.isButton)
                        .onTapGesture(perform: openProfile)
                }
            }
            """),
            RuleExample("""
            struct AttachmentThumb: View {
                let open: () -> Void

                var body: some View {
                    Image("attachment")
                        .accessibilityLabel("Attachment")
                        .accessibility(addTraits: [.isButton, .isImage])
                        .onTapGesture(perform: open)
                }
            }
            """),
            RuleExample("""
            struct StatusCard: View {
                let status: Status
                let openThread: () -> Void

                var body: some View {
                    VStack {
                        Text(status.author)
                        Text(status.text)
                            .onTapGesture(perform: openThread)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isButton)
                    .accessibilityAction(.default, openThread)
                }
            }
            """),
            RuleExample("""
            struct ReactionPill: View {
                let reaction: Reaction
                let toggle: () -> Void

                var body: some View {
                    Text(reaction.emoji)
                        .onTapGesture(perform: toggle)
                        .accessibilityRepresentation {
                            Toggle(reaction.name, isOn: .constant(reaction.isSelected))
                        }
                }
            }
            """),
            RuleExample("""
            struct SignInForm: View {
                @State private var email = ""
                @FocusState private var isFocused: Bool

                var body: some View {
                    ZStack {
                        Color.clear
                            .contentShape(Rectangle())
                            .onTapGesture { isFocused = false }
                        TextField("Email", text: $email)
                            .focused($isFocused)
                    }
                }
            }
            """),
            RuleExample("""
            struct SideMenuContainer: View {
                @Binding var isMenuShown: Bool

                var body: some View {
                    ZStack(alignment: .leading) {
                        MainContent()
                        if isMenuShown {
                            Color.black.opacity(0.4)
                                .ignoresSafeArea()
                                .onTapGesture { withAnimation { isMenuShown = false } }
                            SideMenu(isShown: $isMenuShown)
                        }
                    }
                }
            }
            """),
            // A greeting tapped to close the name's editor: the function it runs takes the field's focus.
            RuleExample("""
            struct DashboardHeader: View {
                @State private var isEditingName = false
                @State private var name = ""
                @FocusState private var isNameFieldFocused: Bool

                var body: some View {
                    HStack {
                        Text("Good morning,")
                            .onTapGesture(perform: dismissNameEditorIfNeeded)
                        if isEditingName {
                            TextField("your name", text: $name).focused($isNameFieldFocused)
                        }
                    }
                }

                private func dismissNameEditorIfNeeded() {
                    if isEditingName { finishEditingName() }
                }

                private func finishEditingName() {
                    isEditingName = false
                    isNameFieldFocused = false
                }
            }
            """),
            RuleExample("""
            struct NoteEditorScreen: View {
                @State private var text = ""

                var body: some View {
                    VStack {
                        TextEditor(text: $text)
                        Spacer()
                    }
                    .onTapGesture { hideKeyboard() }
                }
            }
            """),
            RuleExample("""
            struct FolderList: View {
                let folders: [Folder]
                @State private var selection: Folder.ID?

                var body: some View {
                    List(folders, selection: $selection) { folder in
                        Text(folder.name)
                            .onTapGesture { selection = folder.id }
                    }
                }
            }
            """),
            RuleExample("""
            struct PhotoCell: View {
                let photo: Photo
                let like: () -> Void

                var body: some View {
                    VStack {
                        Image(uiImage: photo.image)
                            .onTapGesture(count: 2, perform: like)
                        Button("Like", action: like)
                    }
                }
            }
            """),
            RuleExample("""
            struct ChartLegend: View {
                let select: () -> Void

                var body: some View {
                    Text("Revenue")
                        .accessibilityHidden(true)
                        .onTapGesture(perform: select)
                }
            }
            """),
            RuleExample("""
            struct MessageBubble: View {
                let message: Message

                var body: some View {
                    Text(message.body)
                        .padding()
                        // Swallows the tap so the long press on the row does not fire.
                        .onTapGesture { }
                        .onLongPressGesture { copy(message) }
                }
            }
            """),
            RuleExample("""
            struct ProfileHeader: View {
                let user: User
                let openProfile: () -> Void

                var body: some View {
                    AvatarView(url: user.avatarURL)
                        .onTapGesture(perform: openProfile)
                }
            }
            """),
            RuleExample("""
            struct AboutScreen: View {
                @State private var showsDeveloperMenu = false

                var body: some View {
                    Text("Version 2.4")
                        .onTapGesture(count: 7) { showsDeveloperMenu = true }
                }
            }
            """),
            RuleExample("""
            struct SwitchToggleStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        configuration.label
                        Spacer()
                        RoundedRectangle(cornerRadius: 16)
                            .fill(configuration.isOn ? Color.green : Color.gray)
                            .frame(width: 50, height: 30)
                            .onTapGesture { configuration.isOn.toggle() }
                    }
                }
            }
            """),
            RuleExample("""
            struct CameraPlayer: View {
                @Binding var controlsVisible: Bool

                var body: some View {
                    ZStack {
                        Color.black.ignoresSafeArea()
                        CameraStream()
                        if controlsVisible {
                            Text("Live")
                        }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { controlsVisible.toggle() }
                }
            }
            """),
            RuleExample("""
            struct SavedToast: View {
                @Binding var isShown: Bool

                var body: some View {
                    HStack {
                        Image(systemName: "checkmark.circle")
                        Text("Saved to your library")
                    }
                    .padding()
                    .background(.thinMaterial, in: Capsule())
                    .onTapGesture { withAnimation { isShown = false } }
                }
            }
            """),
            RuleExample("""
            #Preview {
                Text("Tap me")
                    .onTapGesture { print("tapped") }
            }
            """),
            RuleExample("""
            struct CardStack: View {
                let cards: [Card]
                @Binding var selected: Card?

                var body: some View {
                    ZStack {
                        ForEach(cards) { card in
                            CardView(card: card)
                        }
                    }
                    .background {
                        Color.gray.opacity(0.1)
                            .onTapGesture { selected = cards.first }
                    }
                }
            }
            """),
        ],
        corrections: [
            // A checkmark shown while the track is in the playlist, and a plus otherwise: the checkmark is the row's
            // selected state (hidden, it would be lost); the plus says what a tap does and stays.
            RuleCorrection("""
            struct AddToPlaylistRow: View {
                let playlist: Playlist
                let isInPlaylist: Bool
                let toggle: (Playlist) -> Void

                var body: some View {
                    HStack {
                        Text(playlist.title)
                        Spacer()
                        if isInPlaylist {
                            Image(systemName: "checkmark.circle.fill")
                                .foregroundColor(.green)
                        } else {
                            Image(systemName: "plus.circle")
                        }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture {
                        toggle(playlist)
                    }
                }
            }
            """, """
            struct AddToPlaylistRow: View {
                let playlist: Playlist
                let isInPlaylist: Bool
                let toggle: (Playlist) -> Void

                var body: some View {
                    HStack {
                        Text(playlist.title)
                        Spacer()
                        if isInPlaylist {
                            Image(systemName: "checkmark.circle.fill")
                                .foregroundColor(.green)
                                .accessibilityHidden(true)
                        } else {
                            Image(systemName: "plus.circle")
                        }
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(isInPlaylist ? [.isButton, .isSelected] : .isButton)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        toggle(playlist)
                    }
                }
            }
            """),
            // A row holding an image tapped through `.highPriorityGesture(TapGesture().onEnded { … })` holds a control:
            // combined, it would swallow the call-back; the image gets its own trait and label.
            RuleCorrection("""
            struct RecentCallRow: View {
                let call: CallRecord
                @ObservedObject var history: CallHistoryViewModel

                var body: some View {
                    HStack {
                        Text(call.displayName)
                        Spacer()
                        Image("phone")
                            .resizable()
                            .frame(width: 25, height: 25)
                            .highPriorityGesture(
                                TapGesture()
                                    .onEnded { _ in history.callBack(call) }
                            )
                    }
                    .onTapGesture {
                        history.showDetails(of: call)
                    }
                }
            }
            """, """
            struct RecentCallRow: View {
                let call: CallRecord
                @ObservedObject var history: CallHistoryViewModel

                var body: some View {
                    HStack {
                        Text(call.displayName)
                        Spacer()
                        Image("phone")
                            .resizable()
                            .accessibilityAddTraits(.isButton)
                            .accessibilityLabel("Call back") // [VERIFY]
                            .frame(width: 25, height: 25)
                            .highPriorityGesture(
                                TapGesture()
                                    .onEnded { _ in history.callBack(call) }
                            )
                    }
                    .onTapGesture {
                        history.showDetails(of: call)
                    }
                }
            }
            """),
            // An image whose name a function picks from the item (missed, incoming, outgoing) says what no text
            // says: hidden in a combined row it is lost, so the row is reported.
            RuleCorrection("""
            struct CallHistoryRow: View {
                let call: CallRecord
                @ObservedObject var history: CallHistoryViewModel

                var body: some View {
                    HStack {
                        VStack(alignment: .leading) {
                            Text(call.displayName)
                            HStack {
                                Image(history.callIconName(status: call.status, isOutgoing: call.isOutgoing))
                                    .resizable()
                                    .frame(width: 8, height: 8)
                                Text(history.callTime(call.startDate))
                                    .font(.caption)
                            }
                        }
                        Spacer()
                    }
                    .onTapGesture {
                        history.showDetails(of: call)
                    }
                }
            }
            """, """
            struct CallHistoryRow: View {
                let call: CallRecord
                @ObservedObject var history: CallHistoryViewModel

                var body: some View {
                    HStack {
                        VStack(alignment: .leading) {
                            Text(call.displayName)
                            HStack {
                                Image(history.callIconName(status: call.status, isOutgoing: call.isOutgoing))
                                    .resizable()
                                    .frame(width: 8, height: 8)
                                Text(history.callTime(call.startDate))
                                    .font(.caption)
                            }
                        }
                        Spacer()
                    }
                    .onTapGesture {
                        history.showDetails(of: call)
                    }
                }
            }
            """),
            // A caret beside the title that follows the state it flips shows whether the section is open: the
            // trait alone would drop that, so the disclosure is reported (s41 linphone settings headers).
            RuleCorrection("""
            struct SettingsSections: View {
                @State private var conversationsIsOpen = false
                @ObservedObject var settings: SettingsViewModel

                var body: some View {
                    VStack(spacing: 0) {
                        HStack(alignment: .center) {
                            Text("Conversations")
                                .font(.headline)
                                .frame(maxWidth: .infinity, alignment: .leading)
                            Spacer()
                            Image(conversationsIsOpen ? "caret-up" : "caret-down")
                                .renderingMode(.template)
                                .resizable()
                                .frame(width: 25, height: 25)
                        }
                        .padding(.vertical, 10)
                        .onTapGesture {
                            withAnimation {
                                conversationsIsOpen.toggle()
                            }
                        }
                        if conversationsIsOpen {
                            Toggle("Download attachments", isOn: $settings.autoDownload)
                        }
                    }
                }
            }
            """, """
            struct SettingsSections: View {
                @State private var conversationsIsOpen = false
                @ObservedObject var settings: SettingsViewModel

                var body: some View {
                    VStack(spacing: 0) {
                        HStack(alignment: .center) {
                            Text("Conversations")
                                .font(.headline)
                                .frame(maxWidth: .infinity, alignment: .leading)
                            Spacer()
                            Image(conversationsIsOpen ? "caret-up" : "caret-down")
                                .renderingMode(.template)
                                .resizable()
                                .frame(width: 25, height: 25)
                        }
                        .padding(.vertical, 10)
                        .onTapGesture {
                            withAnimation {
                                conversationsIsOpen.toggle()
                            }
                        }
                        if conversationsIsOpen {
                            Toggle("Download attachments", isOn: $settings.autoDownload)
                        }
                    }
                }
            }
            """),
            // A store told the query is now empty clears it ("Clear", not "Search query"); a direction is
            // the same with or without "-wards", so the glyph's "Skip back 15 seconds" says more than `.backwardsTapped`.
            RuleCorrection("""
            struct SearchView: View {
                let viewStore: ViewStore<SearchState, SearchAction>
                var body: some View {
                    HStack {
                        TextField("Search", text: viewStore.binding(get: \\.query, send: SearchAction.searchQueryChanged))
                        Image(systemName: "xmark.circle.fill")
                            .onTapGesture {
                                viewStore.send(.searchQueryChanged(""))
                            }
                        Image(systemName: "gobackward.15")
                            .onTapGesture { viewStore.send(.backwardsTapped) }
                    }
                }
            }
            """, """
            struct SearchView: View {
                let viewStore: ViewStore<SearchState, SearchAction>
                var body: some View {
                    HStack {
                        TextField("Search", text: viewStore.binding(get: \\.query, send: SearchAction.searchQueryChanged))
                        Image(systemName: "xmark.circle.fill")
                            .accessibilityAddTraits(.isButton)
                            .accessibilityLabel("Clear") // [VERIFY]
                            .onTapGesture {
                                viewStore.send(.searchQueryChanged(""))
                            }
                        Image(systemName: "gobackward.15")
                            .accessibilityAddTraits(.isButton)
                            .accessibilityLabel("Skip back 15 seconds") // [VERIFY]
                            .onTapGesture { viewStore.send(.backwardsTapped) }
                    }
                }
            }
            """),
            // The dot marks the first three metrics: hidden, the mark would be lost. Reported.
            RuleCorrection("""
            ForEach(Array(templates.enumerated()), id: \\.element.id) { index, template in
                HStack {
                    if index < 3 {
                        Image(systemName: "circle.fill").foregroundStyle(.orange)
                    }
                    Text(template.title)
                }
                .onTapGesture { templateToEdit = template }
            }
            """, """
            ForEach(Array(templates.enumerated()), id: \\.element.id) { index, template in
                HStack {
                    if index < 3 {
                        Image(systemName: "circle.fill").foregroundStyle(.orange)
                    }
                    Text(template.title)
                }
                .onTapGesture { templateToEdit = template }
            }
            """),
            // The card's picture is the caller's (an app icon, a glyph): combined, it would be read by name first.
            RuleCorrection("""
            struct TipCard: View {
                var image: AnyView
                var title: String
                var message: String
                var action: () -> Void

                var body: some View {
                    VStack(alignment: .leading, spacing: 10) {
                        image
                            .scaledToFit()
                            .frame(height: 100)
                        Text(title).font(.headline)
                        Text(message).foregroundStyle(.secondary)
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { action() }
                }
            }
            """, """
            struct TipCard: View {
                var image: AnyView
                var title: String
                var message: String
                var action: () -> Void

                var body: some View {
                    VStack(alignment: .leading, spacing: 10) {
                        image
                            .scaledToFit()
                            .accessibilityHidden(true)
                            .frame(height: 100)
                        Text(title).font(.headline)
                        Text(message).foregroundStyle(.secondary)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isButton)
                    .contentShape(Rectangle())
                    .onTapGesture { action() }
                }
            }
            """),
            // A check box drawn as two glyphs in an if/else: hidden, the row says its state as selected.
            RuleCorrection("""
            struct SourcePicker: View {
                @Binding var selections: Set<String>
                let sources: [(name: String, id: String)]

                var body: some View {
                    ForEach(sources, id: \\.id) { source in
                        HStack(spacing: 6) {
                            if selections.contains(source.id) {
                                Image(systemName: "checkmark.circle.fill")
                            } else {
                                Image(systemName: "circle")
                            }
                            Text(source.name)
                        }
                        .contentShape(Rectangle())
                        .onTapGesture {
                            if selections.contains(source.id) {
                                selections.remove(source.id)
                            } else {
                                selections.insert(source.id)
                            }
                        }
                    }
                }
            }
            """, """
            struct SourcePicker: View {
                @Binding var selections: Set<String>
                let sources: [(name: String, id: String)]

                var body: some View {
                    ForEach(sources, id: \\.id) { source in
                        HStack(spacing: 6) {
                            if selections.contains(source.id) {
                                Image(systemName: "checkmark.circle.fill")
                                    .accessibilityHidden(true)
                            } else {
                                Image(systemName: "circle")
                                    .accessibilityHidden(true)
                            }
                            Text(source.name)
                        }
                        .accessibilityElement(children: .combine)
                        .accessibilityAddTraits(selections.contains(source.id) ? [.isButton, .isSelected] : .isButton)
                        .contentShape(Rectangle())
                        .onTapGesture {
                            if selections.contains(source.id) {
                                selections.remove(source.id)
                            } else {
                                selections.insert(source.id)
                            }
                        }
                    }
                }
            }
            """),
            // A header that opens and closes its group, the toggle passed to `withAnimation` as its last
            // argument: its state needs a value, which a trait alone does not give; reported.
            RuleCorrection("""
            struct HistoryGroup: View {
                let title: String
                @State private var isExpanded = true

                var body: some View {
                    HStack {
                        Text(title)
                            .font(.largeTitle)
                        Spacer()
                        Image(systemName: "chevron.down")
                            .rotationEffect(.degrees(isExpanded ? 0 : -90))
                    }
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(.spring, {
                            isExpanded.toggle()
                        })
                    }
                }
            }
            """, """
            struct HistoryGroup: View {
                let title: String
                @State private var isExpanded = true

                var body: some View {
                    HStack {
                        Text(title)
                            .font(.largeTitle)
                        Spacer()
                        Image(systemName: "chevron.down")
                            .rotationEffect(.degrees(isExpanded ? 0 : -90))
                    }
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(.spring, {
                            isExpanded.toggle()
                        })
                    }
                }
            }
            """),
            // Writing the pasteboard copies; the glyph filled for a moment after confirms it, and is no selection.
            RuleCorrection("""
            struct CopyLinkView: View {
                let link: String
                @State private var copiedToClipboard = false

                var body: some View {
                    Image(systemName: copiedToClipboard ? "doc.on.clipboard.fill" : "doc.on.clipboard")
                        .onTapGesture {
                            UIPasteboard.general.string = link
                            copiedToClipboard = true
                        }
                }
            }
            """, """
            struct CopyLinkView: View {
                let link: String
                @State private var copiedToClipboard = false

                var body: some View {
                    Image(systemName: copiedToClipboard ? "doc.on.clipboard.fill" : "doc.on.clipboard")
                        .accessibilityAddTraits(.isButton)
                        .accessibilityLabel("Copy") // [VERIFY]
                        .onTapGesture {
                            UIPasteboard.general.string = link
                            copiedToClipboard = true
                        }
                }
            }
            """),
            // Blue texts that show a web page in a Safari sheet are links, not buttons.
            RuleCorrection("""
            struct LectureLinks: View {
                let lecture: LectureDetails
                @State var selectedLink: URL? = nil

                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Curriculum").foregroundColor(.blue).onTapGesture {
                            self.selectedLink = lecture.curriculumURL
                        }
                    }
                    .sheet(item: $selectedLink) { SafariView(url: $0) }
                }
            }
            """, """
            struct LectureLinks: View {
                let lecture: LectureDetails
                @State var selectedLink: URL? = nil

                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Curriculum").foregroundColor(.blue).accessibilityAddTraits(.isLink).onTapGesture {
                            self.selectedLink = lecture.curriculumURL
                        }
                    }
                    .sheet(item: $selectedLink) { SafariView(url: $0) }
                }
            }
            """),
            // The sheet's type name of four words is code's name for the screen; its state says it plainly.
            RuleCorrection("""
            struct ContactCard: View {
                let profile: Profile
                @State private var showProfileSheet = false

                var body: some View {
                    HStack {
                        Text(profile.fullName)
                            .font(.title2)
                        Spacer()
                        Image(systemName: "chevron.right")
                            .onTapGesture {
                                showProfileSheet = true
                            }
                    }
                    .sheet(isPresented: $showProfileSheet) {
                        PersonDetailedScreenUser(profile: profile)
                    }
                }
            }
            """, """
            struct ContactCard: View {
                let profile: Profile
                @State private var showProfileSheet = false

                var body: some View {
                    HStack {
                        Text(profile.fullName)
                            .font(.title2)
                        Spacer()
                        Image(systemName: "chevron.right")
                            .accessibilityAddTraits(.isButton)
                            .accessibilityLabel("Profile") // [VERIFY]
                            .onTapGesture {
                                showProfileSheet = true
                            }
                    }
                    .sheet(isPresented: $showProfileSheet) {
                        PersonDetailedScreenUser(profile: profile)
                    }
                }
            }
            """),
            // The thumbnail shows the loaded picture or a placeholder glyph: hidden whole, so the combined
            // row never reads "Photo".
            RuleCorrection("""
            struct DownloadedEpisodeRow: View {
                let asset: DownloadedAsset
                let onPlay: () -> Void

                var body: some View {
                    HStack {
                        Group {
                            if let thumbnail = asset.thumbnail {
                                Image(uiImage: thumbnail)
                                    .resizable()
                            } else {
                                Image(systemName: "photo")
                            }
                        }
                        .frame(width: 100, height: 56)
                        VStack(alignment: .leading) {
                            Text(asset.title)
                            Text(asset.sizeDescription)
                        }
                    }
                    .onTapGesture(perform: onPlay)
                }
            }
            """, """
            struct DownloadedEpisodeRow: View {
                let asset: DownloadedAsset
                let onPlay: () -> Void

                var body: some View {
                    HStack {
                        Group {
                            if let thumbnail = asset.thumbnail {
                                Image(uiImage: thumbnail)
                                    .resizable()
                            } else {
                                Image(systemName: "photo")
                            }
                        }
                        .accessibilityHidden(true)
                        .frame(width: 100, height: 56)
                        VStack(alignment: .leading) {
                            Text(asset.title)
                            Text(asset.sizeDescription)
                        }
                    }
                    .onTapGesture(perform: onPlay)
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isButton)
                }
            }
            """),
            // A tappable sign ("✗") is read by its character's name: named from what the tap does.
            RuleCorrection("""
            struct RecentSearchRow: View {
                let query: String
                let deleteQuery: (String) -> Void

                var body: some View {
                    HStack {
                        Text(query)
                        Spacer()
                        Text("✗")
                            .onTapGesture {
                                deleteQuery(query)
                            }
                    }
                }
            }
            """, """
            struct RecentSearchRow: View {
                let query: String
                let deleteQuery: (String) -> Void

                var body: some View {
                    HStack {
                        Text(query)
                        Spacer()
                        Text("✗")
                            .accessibilityAddTraits(.isButton)
                            .accessibilityLabel("Delete query") // [VERIFY]
                            .onTapGesture {
                                deleteQuery(query)
                            }
                    }
                }
            }
            """),
            // A generated asset accessor's chevron would be read by its asset's name in the combined row: hidden.
            RuleCorrection("""
            struct FeedbackRow: View {
                let send: () -> Void

                var body: some View {
                    HStack(spacing: .zero) {
                        Text("Send feedback")
                            .font(.body)
                        Spacer()
                        Asset.Images.chevronRight.swiftUIImage
                    }
                    .padding()
                    .onTapGesture {
                        send()
                    }
                }
            }
            """, """
            struct FeedbackRow: View {
                let send: () -> Void

                var body: some View {
                    HStack(spacing: .zero) {
                        Text("Send feedback")
                            .font(.body)
                        Spacer()
                        Asset.Images.chevronRight.swiftUIImage
                            .accessibilityHidden(true)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isButton)
                    .padding()
                    .onTapGesture {
                        send()
                    }
                }
            }
            """),
            // A radio button's circle shows whether its tag is chosen: no fixed label ("Clear"), reported.
            RuleCorrection("""
            struct TagPicker: View {
                let tags: [String]
                @Binding var selectedTag: String

                var body: some View {
                    VStack(alignment: .leading) {
                        ForEach(tags, id: \\.self) { tag in
                            HStack {
                                Image(tag == selectedTag ? "radio-selected" : "radio")
                                    .onTapGesture {
                                        if tag == selectedTag { selectedTag = "" } else { selectedTag = tag }
                                    }
                                Text(tag)
                            }
                        }
                    }
                }
            }
            """, """
            struct TagPicker: View {
                let tags: [String]
                @Binding var selectedTag: String

                var body: some View {
                    VStack(alignment: .leading) {
                        ForEach(tags, id: \\.self) { tag in
                            HStack {
                                Image(tag == selectedTag ? "radio-selected" : "radio")
                                    .onTapGesture {
                                        if tag == selectedTag { selectedTag = "" } else { selectedTag = tag }
                                    }
                                Text(tag)
                            }
                        }
                    }
                }
            }
            """),
            // The selected chip is drawn in its own branch: that branch is selected whenever it shows.
            // A row the team labels already: one element that ignores its children, before that label.
            // A size chosen by a kind and an explanation chosen by a setting are no look of a selected or enabled state: a plain button.
            // A plus titled "Total Income" in a menu names that item, not this stepper: no label borrowed, reported.
            RuleCorrection("""
            struct CategoryStepperView: View {
                @Binding var categoryFilter: Category?
                @State var income = false
                let load: (Bool) -> [Category]

                var body: some View {
                    HStack {
                        Menu {
                            Button { } label: { Label("Total Income", systemImage: "plus") }
                        } label: {
                            Text("Filter")
                        }
                        Image(systemName: "plus")
                            .onTapGesture {
                                income = false
                                categoryFilter = load(false).first
                            }
                    }
                }
            }
            """, """
            struct CategoryStepperView: View {
                @Binding var categoryFilter: Category?
                @State var income = false
                let load: (Bool) -> [Category]

                var body: some View {
                    HStack {
                        Menu {
                            Button { } label: { Label("Total Income", systemImage: "plus") }
                        } label: {
                            Text("Filter")
                        }
                        Image(systemName: "plus")
                            .onTapGesture {
                                income = false
                                categoryFilter = load(false).first
                            }
                    }
                }
            }
            """),
            RuleCorrection("""
            struct SwapInSection: View {
                let policyEnabled: Bool
                let kind: IconKind

                var body: some View {
                    VStack(alignment: .leading, spacing: 5) {
                        Image(systemName: "zzz")
                            .frame(width: kind == .emoji ? 20 : 16)
                        Text("Waiting for swap")
                        if !policyEnabled {
                            Text("Will remain on-chain because channel management is off.")
                        } else {
                            Text("Will be swapped to Lightning when fees are low.")
                        }
                    }
                    .onTapGesture { openSwapInWallet() }
                }

                func openSwapInWallet() {}
            }
            """, """
            struct SwapInSection: View {
                let policyEnabled: Bool
                let kind: IconKind

                var body: some View {
                    VStack(alignment: .leading, spacing: 5) {
                        Image(systemName: "zzz")
                            .frame(width: kind == .emoji ? 20 : 16)
                        Text("Waiting for swap")
                        if !policyEnabled {
                            Text("Will remain on-chain because channel management is off.")
                        } else {
                            Text("Will be swapped to Lightning when fees are low.")
                        }
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isButton)
                    .onTapGesture { openSwapInWallet() }
                }

                func openSwapInWallet() {}
            }
            """),
            RuleCorrection("""
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text(amount.digits)
                Text(verbatim: " ")
                Text(amount.currencyName)
            }
            .onTapGesture { toggleCurrencyType() }
            .accessibilityLabel("\\(amount.string)")
            """, """
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text(amount.digits)
                Text(verbatim: " ")
                Text(amount.currencyName)
            }
            .onTapGesture { toggleCurrencyType() }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("\\(amount.string)")
            .accessibilityAddTraits(.isButton)
            """),
            RuleCorrection("""
            struct SlippageChips: View {
                @Binding var selected: Int
                let options: [String]

                var body: some View {
                    HStack {
                        ForEach(options.indices, id: \\.self) { index in
                            chip(index: index, text: options[index])
                        }
                    }
                }

                @ViewBuilder private func chip(index: Int, text: String) -> some View {
                    if selected == index {
                        Text(text)
                            .bold()
                            .background(Capsule().fill(.tint))
                            .onTapGesture { selected = index }
                    } else {
                        Text(text)
                            .onTapGesture { selected = index }
                    }
                }
            }
            """, """
            struct SlippageChips: View {
                @Binding var selected: Int
                let options: [String]

                var body: some View {
                    HStack {
                        ForEach(options.indices, id: \\.self) { index in
                            chip(index: index, text: options[index])
                        }
                    }
                }

                @ViewBuilder private func chip(index: Int, text: String) -> some View {
                    if selected == index {
                        Text(text)
                            .bold()
                            .accessibilityAddTraits([.isButton, .isSelected])
                            .background(Capsule().fill(.tint))
                            .onTapGesture { selected = index }
                    } else {
                        Text(text)
                            .accessibilityAddTraits(.isButton)
                            .onTapGesture { selected = index }
                    }
                }
            }
            """),
            // `startPlaying()` adds only a verb of starting to the glyph's word: "Play".
            RuleCorrection("""
            struct EmbeddedVideoOverlay: View {
                @ObservedObject var vm: VideoViewModel

                var body: some View {
                    Image(systemName: "play.fill")
                        .font(.largeTitle)
                        .onTapGesture { vm.startPlaying() }
                }
            }
            """, """
            struct EmbeddedVideoOverlay: View {
                @ObservedObject var vm: VideoViewModel

                var body: some View {
                    Image(systemName: "play.fill")
                        .font(.largeTitle)
                        .accessibilityAddTraits(.isButton)
                        .accessibilityLabel("Play") // [VERIFY]
                        .onTapGesture { vm.startPlaying() }
                }
            }
            """),
            // A circle that becomes a checkmark while the type is chosen: selected then, the glyph hidden.
            RuleCorrection("""
            struct ContentTypeRow: View {
                @Binding var selected: Set<ContentType>
                let type: ContentType

                var body: some View {
                    HStack {
                        Image(systemName: selected.contains(type) ? "checkmark.circle.fill" : "circle")
                        Text(type.title)
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { selected.formSymmetricDifference([type]) }
                }
            }
            """, """
            struct ContentTypeRow: View {
                @Binding var selected: Set<ContentType>
                let type: ContentType

                var body: some View {
                    HStack {
                        Image(systemName: selected.contains(type) ? "checkmark.circle.fill" : "circle")
                            .accessibilityHidden(true)
                        Text(type.title)
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(selected.contains(type) ? [.isButton, .isSelected] : .isButton)
                    .contentShape(Rectangle())
                    .onTapGesture { selected.formSymmetricDifference([type]) }
                }
            }
            """),
            // A checkmark faded in while the row is chosen: the row says "selected" then, and the
            // checkmark, which would be read as a glyph, goes.
            RuleCorrection("""
            struct LanguagePicker: View {
                @Binding var selections: Set<String>
                let languages: [(name: String, id: String)]

                var body: some View {
                    List {
                        ForEach(languages, id: \\.id) { language in
                            HStack {
                                Text(language.name)
                                Spacer()
                                Image(systemName: "checkmark")
                                    .opacity(selections.contains(language.id) ? 1 : 0)
                            }
                            .contentShape(Rectangle())
                            .onTapGesture {
                                if selections.contains(language.id) {
                                    selections.remove(language.id)
                                } else {
                                    selections.insert(language.id)
                                }
                            }
                        }
                    }
                }
            }
            """, """
            struct LanguagePicker: View {
                @Binding var selections: Set<String>
                let languages: [(name: String, id: String)]

                var body: some View {
                    List {
                        ForEach(languages, id: \\.id) { language in
                            HStack {
                                Text(language.name)
                                Spacer()
                                Image(systemName: "checkmark")
                                    .accessibilityHidden(true)
                                    .opacity(selections.contains(language.id) ? 1 : 0)
                            }
                            .accessibilityElement(children: .combine)
                            .accessibilityAddTraits(selections.contains(language.id) ? [.isButton, .isSelected] : .isButton)
                            .contentShape(Rectangle())
                            .onTapGesture {
                                if selections.contains(language.id) {
                                    selections.remove(language.id)
                                } else {
                                    selections.insert(language.id)
                                }
                            }
                        }
                    }
                }
            }
            """),
            // It acts only when a state allows it (offline, no artist lookup): reported, with the trait under that state.
            RuleCorrection("""
            struct AlbumHeader: View {
                let album: Album
                let provider: DataProvider

                var body: some View {
                    Text(album.artistName)
                        .foregroundStyle(.secondary)
                        .onTapGesture {
                            if let artist = album.artists.first, provider.supportsArtistLookup {
                                Navigation.navigate(artistID: artist.id)
                            }
                        }
                }
            }
            """, """
            struct AlbumHeader: View {
                let album: Album
                let provider: DataProvider

                var body: some View {
                    Text(album.artistName)
                        .foregroundStyle(.secondary)
                        .onTapGesture {
                            if let artist = album.artists.first, provider.supportsArtistLookup {
                                Navigation.navigate(artistID: artist.id)
                            }
                        }
                }
            }
            """),
            // A glyph tinted and shown under the pointer repeats its text ("Play, Play"): hidden in the combined pill.
            RuleCorrection("""
            struct ArtworkTile: View {
                let album: Album
                @State private var isHovering = false
                @State private var isHoveringPlay = false

                var body: some View {
                    ZStack(alignment: .bottom) {
                        AlbumArtwork(album: album)
                        if isHovering {
                            HStack {
                                Image(systemName: "play.fill")
                                    .foregroundColor(isHoveringPlay ? .pink : .primary)
                                Text("Play")
                            }
                            .onHover { isHoveringPlay = $0 }
                            .onTapGesture { player.play(album) }
                        }
                    }
                    .onHover { isHovering = $0 }
                }
            }
            """, """
            struct ArtworkTile: View {
                let album: Album
                @State private var isHovering = false
                @State private var isHoveringPlay = false

                var body: some View {
                    ZStack(alignment: .bottom) {
                        AlbumArtwork(album: album)
                        if isHovering {
                            HStack {
                                Image(systemName: "play.fill")
                                    .foregroundColor(isHoveringPlay ? .pink : .primary)
                                    .accessibilityHidden(true)
                                Text("Play")
                            }
                            .accessibilityElement(children: .combine)
                            .accessibilityAddTraits(.isButton)
                            .onHover { isHoveringPlay = $0 }
                            .onTapGesture { player.play(album) }
                        }
                    }
                    .onHover { isHovering = $0 }
                }
            }
            """),
            // A checkmark drawn while chosen, its hidden twin holding its place otherwise: selected while
            // chosen; the hidden twin is read by nobody and left as it is.
            RuleCorrection("""
            struct AppIconRow: View {
                let icon: AlternateIcon
                let isCurrent: Bool
                let choose: (AlternateIcon) -> Void

                var body: some View {
                    HStack(spacing: 12) {
                        Text(icon.displayName)
                        Spacer()
                        if isCurrent {
                            Image(systemName: "checkmark")
                                .foregroundStyle(.tint)
                        } else {
                            Image(systemName: "checkmark")
                                .hidden()
                        }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { choose(icon) }
                }
            }
            """, """
            struct AppIconRow: View {
                let icon: AlternateIcon
                let isCurrent: Bool
                let choose: (AlternateIcon) -> Void

                var body: some View {
                    HStack(spacing: 12) {
                        Text(icon.displayName)
                        Spacer()
                        if isCurrent {
                            Image(systemName: "checkmark")
                                .foregroundStyle(.tint)
                                .accessibilityHidden(true)
                        } else {
                            Image(systemName: "checkmark")
                                .hidden()
                        }
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(isCurrent ? [.isButton, .isSelected] : .isButton)
                    .contentShape(Rectangle())
                    .onTapGesture { choose(icon) }
                }
            }
            """),
            // The plus is the only word for what the tap does ("Add"): combined, it stays.
            RuleCorrection("""
            struct AvailableSourcesSection: View {
                let available: [Source]
                let add: (Source) -> Void

                var body: some View {
                    Section("Available") {
                        ForEach(available) { source in
                            HStack {
                                Image(systemName: "plus.circle.fill")
                                    .foregroundColor(.green)
                                Text(source.name)
                            }
                            .contentShape(Rectangle())
                            .onTapGesture { add(source) }
                        }
                    }
                }
            }
            """, """
            struct AvailableSourcesSection: View {
                let available: [Source]
                let add: (Source) -> Void

                var body: some View {
                    Section("Available") {
                        ForEach(available) { source in
                            HStack {
                                Image(systemName: "plus.circle.fill")
                                    .foregroundColor(.green)
                                Text(source.name)
                            }
                            .accessibilityElement(children: .combine)
                            .accessibilityAddTraits(.isButton)
                            .contentShape(Rectangle())
                            .onTapGesture { add(source) }
                        }
                    }
                }
            }
            """),
            // A bookmark filled while the post is bookmarked: one name, and "selected" for the state.
            RuleCorrection("""
            struct BookmarkToggle: View {
                @ObservedObject var footer: FooterAttributes

                var body: some View {
                    Image(systemName: footer.isBookmarked ? "bookmark.fill" : "bookmark")
                        .foregroundColor(footer.isBookmarked ? .orange : .secondary)
                        .contentShape(Rectangle())
                        .highPriorityGesture(TapGesture().onEnded { footer.toggleBookmark() })
                }
            }
            """, """
            struct BookmarkToggle: View {
                @ObservedObject var footer: FooterAttributes

                var body: some View {
                    Image(systemName: footer.isBookmarked ? "bookmark.fill" : "bookmark")
                        .foregroundColor(footer.isBookmarked ? .orange : .secondary)
                        .accessibilityAddTraits(footer.isBookmarked ? [.isButton, .isSelected] : .isButton)
                        .accessibilityLabel("Bookmark") // [VERIFY]
                        .contentShape(Rectangle())
                        .highPriorityGesture(TapGesture().onEnded { footer.toggleBookmark() })
                }
            }
            """),
            // Combining would take the identifier UI tests query from its child: reported, to move it along.
            RuleCorrection("""
            struct NetworkInfoView: View {
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Session Network")
                            .font(.headline)
                        Text("Learn more")
                            .accessibilityIdentifier("Learn more link")
                    }
                    .onTapGesture { showInfo() }
                }

                private func showInfo() {}
            }
            """, """
            struct NetworkInfoView: View {
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Session Network")
                            .font(.headline)
                        Text("Learn more")
                            .accessibilityIdentifier("Learn more link")
                    }
                    .onTapGesture { showInfo() }
                }

                private func showInfo() {}
            }
            """),
            // A debounce guards the tap by time, not by a state the view shows: it always acts.
            RuleCorrection("""
            struct ProfileHeader: View {
                @State private var suppressUntil = Date.distantPast
                let name: String
                let openProfile: () -> Void

                var body: some View {
                    Text(name)
                        .onTapGesture {
                            guard Date() >= suppressUntil else { return }
                            suppressUntil = Date().addingTimeInterval(0.2)
                            openProfile()
                        }
                }
            }
            """, """
            struct ProfileHeader: View {
                @State private var suppressUntil = Date.distantPast
                let name: String
                let openProfile: () -> Void

                var body: some View {
                    Text(name)
                        .accessibilityAddTraits(.isButton)
                        .onTapGesture {
                            guard Date() >= suppressUntil else { return }
                            suppressUntil = Date().addingTimeInterval(0.2)
                            openProfile()
                        }
                }
            }
            """),
            // A chip that acts only when its caller gives it an action (most show it as a plain label):
            // reported, with the trait to give only then.
            RuleCorrection("""
            struct TextChip: View {
                let text: String
                var onTap: ((TextChip) -> Void)?

                var body: some View {
                    Text(text)
                        .padding(.horizontal, 8)
                        .background(RoundedRectangle(cornerRadius: 4).fill(.quaternary))
                        .onTapGesture {
                            if let onTap = onTap {
                                onTap(self)
                            }
                        }
                }
            }
            """, """
            struct TextChip: View {
                let text: String
                var onTap: ((TextChip) -> Void)?

                var body: some View {
                    Text(text)
                        .padding(.horizontal, 8)
                        .background(RoundedRectangle(cornerRadius: 4).fill(.quaternary))
                        .onTapGesture {
                            if let onTap = onTap {
                                onTap(self)
                            }
                        }
                }
            }
            """),
            // A row whose checkmark, drawn only when selected, is its one sign of state: the button trait
            // alone would announce a plain button, and hiding the checkmark would lose the state. Reported.
            RuleCorrection("""
            struct RecommendToView: View {
                @ObservedObject var viewModel: RecommendToViewModel

                var body: some View {
                    List {
                        ForEach(viewModel.groups) { group in
                            HStack {
                                Text(group.name)
                                Spacer()
                                if viewModel.selectedGroups.contains(where: { $0.id == group.id }) {
                                    Image(systemName: "checkmark")
                                }
                            }
                            .contentShape(Rectangle())
                            .onTapGesture { viewModel.toggle(group) }
                        }
                    }
                }
            }
            """, """
            struct RecommendToView: View {
                @ObservedObject var viewModel: RecommendToViewModel

                var body: some View {
                    List {
                        ForEach(viewModel.groups) { group in
                            HStack {
                                Text(group.name)
                                Spacer()
                                if viewModel.selectedGroups.contains(where: { $0.id == group.id }) {
                                    Image(systemName: "checkmark")
                                }
                            }
                            .contentShape(Rectangle())
                            .onTapGesture { viewModel.toggle(group) }
                        }
                    }
                }
            }
            """),
            // A Label with an empty title shows only its icon: it needs a name as well as the trait.
            RuleCorrection("""
            struct RelayAddressField: View {
                @Binding var address: String

                var body: some View {
                    HStack {
                        TextField("wss://relay.example.com", text: $address)
                        Label("", systemImage: "doc.on.clipboard")
                            .onTapGesture {
                                if let pasted = UIPasteboard.general.string { address = pasted }
                            }
                    }
                }
            }
            """, """
            struct RelayAddressField: View {
                @Binding var address: String

                var body: some View {
                    HStack {
                        TextField("wss://relay.example.com", text: $address)
                        Label("", systemImage: "doc.on.clipboard")
                            .accessibilityAddTraits(.isButton)
                            .accessibilityLabel("Paste") // [VERIFY]
                            .onTapGesture {
                                if let pasted = UIPasteboard.general.string { address = pasted }
                            }
                    }
                }
            }
            """),
            // An up arrow that likes a post: neither the arrow's "Move up" nor "Like" (a heart's word) is
            // what its designer calls it ("Upvote"); reported for a person to name it.
            RuleCorrection("""
            struct StoryVoteColumn: View {
                let story: Story
                @ObservedObject var feed: FeedModel

                var body: some View {
                    VStack(spacing: 2) {
                        Image(systemName: "arrow.up")
                            .onTapGesture {
                                feed.likePost(story)
                                Haptics.tap()
                            }
                        Text("\\(story.points)")
                    }
                }
            }
            """, """
            struct StoryVoteColumn: View {
                let story: Story
                @ObservedObject var feed: FeedModel

                var body: some View {
                    VStack(spacing: 2) {
                        Image(systemName: "arrow.up")
                            .onTapGesture {
                                feed.likePost(story)
                                Haptics.tap()
                            }
                        Text("\\(story.points)")
                    }
                }
            }
            """),
            // The icon above its own title would be read with it, by its glyph's name: hidden in the same fix.
            RuleCorrection("""
            struct ShareTarget: View {
                let type: ShareType
                let share: (ShareType) -> Void

                var body: some View {
                    VStack(spacing: 8) {
                        Image(systemName: type.imageName)
                        Text(type.title)
                    }
                    .onTapGesture { share(type) }
                }
            }
            """, """
            struct ShareTarget: View {
                let type: ShareType
                let share: (ShareType) -> Void

                var body: some View {
                    VStack(spacing: 8) {
                        Image(systemName: type.imageName)
                            .accessibilityHidden(true)
                        Text(type.title)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isButton)
                    .onTapGesture { share(type) }
                }
            }
            """),
            // Each icon shows its item: one label from the action would call every icon the same. Reported.
            RuleCorrection("""
            ForEach(viewModel.items, id: \\.icon) { item in
                Image(uiImage: item.icon.mediumImage)
                    .resizable()
                    .frame(width: 56, height: 56)
                    .onTapGesture {
                        viewModel.changeAppIcon(to: item.icon)
                    }
            }
            """, """
            ForEach(viewModel.items, id: \\.icon) { item in
                Image(uiImage: item.icon.mediumImage)
                    .resizable()
                    .frame(width: 56, height: 56)
                    .onTapGesture {
                        viewModel.changeAppIcon(to: item.icon)
                    }
            }
            """),
            // Empty when the alias has no note: then there is nothing to focus. Reported.
            RuleCorrection("""
            struct NotesSection: View {
                let alias: Alias
                @State private var isEditing = false

                var body: some View {
                    Section("Notes") {
                        Text(alias.note ?? "")
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .contentShape(Rectangle())
                            .onTapGesture { isEditing = true }
                    }
                }
            }
            """, """
            struct NotesSection: View {
                let alias: Alias
                @State private var isEditing = false

                var body: some View {
                    Section("Notes") {
                        Text(alias.note ?? "")
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .contentShape(Rectangle())
                            .onTapGesture { isEditing = true }
                    }
                }
            }
            """),
            // A chart with its days: combined, it would be one long label. Reported.
            RuleCorrection("""
            struct WeekChart: View {
                let days: [Day]
                @State private var values: [Double] = []

                var body: some View {
                    VStack {
                        LineGraph(values: values)
                        HStack {
                            ForEach(days) { day in
                                Text(day.shortName)
                            }
                        }
                    }
                    .onTapGesture {
                        withAnimation { values = values.shuffled() }
                    }
                }
            }
            """, """
            struct WeekChart: View {
                let days: [Day]
                @State private var values: [Double] = []

                var body: some View {
                    VStack {
                        LineGraph(values: values)
                        HStack {
                            ForEach(days) { day in
                                Text(day.shortName)
                            }
                        }
                    }
                    .onTapGesture {
                        withAnimation { values = values.shuffled() }
                    }
                }
            }
            """),
            // The title acts only when there is another title to show: the trait must follow that.
            RuleCorrection("""
            struct VideoTitle: View {
                let video: Video
                @Binding var showsOriginalTitle: Bool

                var body: some View {
                    Text(video.displayTitle)
                        .font(.title3)
                        .onTapGesture {
                            if video.hasAlternateTitle {
                                showsOriginalTitle.toggle()
                            }
                        }
                }
            }
            """, """
            struct VideoTitle: View {
                let video: Video
                @Binding var showsOriginalTitle: Bool

                var body: some View {
                    Text(video.displayTitle)
                        .font(.title3)
                        .onTapGesture {
                            if video.hasAlternateTitle {
                                showsOriginalTitle.toggle()
                            }
                        }
                }
            }
            """),
            RuleCorrection("""
            struct AboutFooter: View {
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    Text("Privacy policy")
                        .foregroundStyle(.tint)
                        .onTapGesture { openURL(URL(string: "https://example.com/privacy")!) }
                }
            }
            """, """
            struct AboutFooter: View {
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    Text("Privacy policy")
                        .foregroundStyle(.tint)
                        .accessibilityAddTraits(.isLink)
                        .onTapGesture { openURL(URL(string: "https://example.com/privacy")!) }
                }
            }
            """),
            RuleCorrection("""
            struct PostBody: View {
                @State private var isExpanded = false

                var body: some View {
                    Text("Show more")
                        .foregroundStyle(.tint)
                        .onTapGesture { isExpanded = true }
                }
            }
            """, """
            struct PostBody: View {
                @State private var isExpanded = false

                var body: some View {
                    Text("Show more")
                        .foregroundStyle(.tint)
                        .accessibilityAddTraits(.isButton)
                        .onTapGesture { isExpanded = true }
                }
            }
            """),
            RuleCorrection("""
            struct ContactRow: View {
                let contact: Contact
                let onSelect: (Contact) -> Void

                var body: some View {
                    HStack {
                        Image(systemName: "person.crop.circle")
                        Text(contact.name)
                        Spacer()
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { onSelect(contact) }
                }
            }
            """, """
            struct ContactRow: View {
                let contact: Contact
                let onSelect: (Contact) -> Void

                var body: some View {
                    HStack {
                        Image(systemName: "person.crop.circle")
                            .accessibilityHidden(true)
                        Text(contact.name)
                        Spacer()
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isButton)
                    .contentShape(Rectangle())
                    .onTapGesture { onSelect(contact) }
                }
            }
            """),
            RuleCorrection("""
            struct PhotoViewerHeader: View {
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    HStack {
                        Spacer()
                        Image(systemName: "xmark")
                            .font(.title3)
                            .padding()
                            .onTapGesture { dismiss() }
                    }
                }
            }
            """, """
            struct PhotoViewerHeader: View {
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    HStack {
                        Spacer()
                        Image(systemName: "xmark")
                            .font(.title3)
                            .accessibilityAddTraits(.isButton)
                            .accessibilityLabel("Close") // [VERIFY]
                            .padding()
                            .onTapGesture { dismiss() }
                    }
                }
            }
            """),
            RuleCorrection("""
            struct PlanCard: View {
                let plan: Plan
                @Binding var selection: Plan?

                var body: some View {
                    VStack {
                        Text(plan.name)
                        Text(plan.price)
                    }
                    .accessibilityElement(children: .combine)
                    .onTapGesture { selection = plan }
                }
            }
            """, """
            struct PlanCard: View {
                let plan: Plan
                @Binding var selection: Plan?

                var body: some View {
                    VStack {
                        Text(plan.name)
                        Text(plan.price)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isButton)
                    .onTapGesture { selection = plan }
                }
            }
            """),
            RuleCorrection(#"Text("Retry").onTapGesture { reload() }"#,
                           #"Text("Retry").accessibility(addTraits: .isButton).onTapGesture { reload() }"#,
                           options: RuleOptions(deploymentTargets: ["iOS": "13.0"])),
            // Combined, the banner's art would be read by its file name and the chevron by its glyph: both are hidden.
            RuleCorrection("""
            struct GiftBanner: View {
                var body: some View {
                    HStack {
                        Image("promo_gifts_left")
                        VStack {
                            Text("Gift a subscription")
                            Text("Get one free")
                        }
                        Image(systemName: "chevron.right")
                    }
                    .onTapGesture { showGiftSheet() }
                }
            }
            """, """
            struct GiftBanner: View {
                var body: some View {
                    HStack {
                        Image("promo_gifts_left")
                            .accessibilityHidden(true)
                        VStack {
                            Text("Gift a subscription")
                            Text("Get one free")
                        }
                        Image(systemName: "chevron.right")
                            .accessibilityHidden(true)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isButton)
                    .onTapGesture { showGiftSheet() }
                }
            }
            """),
            // A tap that opens and closes a section is a disclosure: the trait alone would not say which.
            RuleCorrection("""
            struct RecentFeedsHeader: View {
                @Binding var isRecentFeedExpanded: Bool

                var body: some View {
                    HStack {
                        Image(systemName: "chevron.right")
                            .rotationEffect(.degrees(isRecentFeedExpanded ? 90 : 0))
                        Text("Recently Viewed")
                    }
                    .onTapGesture {
                        withAnimation { isRecentFeedExpanded.toggle() }
                    }
                }
            }
            """, """
            struct RecentFeedsHeader: View {
                @Binding var isRecentFeedExpanded: Bool

                var body: some View {
                    HStack {
                        Image(systemName: "chevron.right")
                            .rotationEffect(.degrees(isRecentFeedExpanded ? 90 : 0))
                        Text("Recently Viewed")
                    }
                    .onTapGesture {
                        withAnimation { isRecentFeedExpanded.toggle() }
                    }
                }
            }
            """),
            // A title that names what the next tap does (Start, Stop) is a plain button's: the trait is the whole fix.
            RuleCorrection("""
            struct MetronomeControls: View {
                @StateObject private var metronome = Metronome()

                var body: some View {
                    VStack(spacing: 12) {
                        Text("\\(metronome.tempo) BPM")
                            .font(.largeTitle.monospacedDigit())
                        Text(metronome.isRunning ? "Stop" : "Start")
                            .font(.headline)
                            .padding()
                            .onTapGesture { metronome.isRunning.toggle() }
                    }
                }
            }
            """, """
            struct MetronomeControls: View {
                @StateObject private var metronome = Metronome()

                var body: some View {
                    VStack(spacing: 12) {
                        Text("\\(metronome.tempo) BPM")
                            .font(.largeTitle.monospacedDigit())
                        Text(metronome.isRunning ? "Stop" : "Start")
                            .font(.headline)
                            .accessibilityAddTraits(.isButton)
                            .padding()
                            .onTapGesture { metronome.isRunning.toggle() }
                    }
                }
            }
            """),
            // A state that opens a sheet is not shown by the control: the tap is a plain "open" button.
            RuleCorrection("""
            struct PlayerSourcePicker: View {
                @State private var isShowingSources = false

                var body: some View {
                    HStack {
                        Text("Source audio")
                        Spacer()
                        Text("Choose")
                            .foregroundStyle(.tint)
                            .onTapGesture { isShowingSources.toggle() }
                    }
                    .sheet(isPresented: $isShowingSources) {
                        SourceList()
                    }
                }
            }
            """, """
            struct PlayerSourcePicker: View {
                @State private var isShowingSources = false

                var body: some View {
                    HStack {
                        Text("Source audio")
                        Spacer()
                        Text("Choose")
                            .foregroundStyle(.tint)
                            .accessibilityAddTraits(.isButton)
                            .onTapGesture { isShowingSources.toggle() }
                    }
                    .sheet(isPresented: $isShowingSources) {
                        SourceList()
                    }
                }
            }
            """),
            // A function named for toggling hides its state from the code: nothing says it is a switch.
            RuleCorrection("""
            struct StoryHeader: View {
                let story: Story
                let toggleBody: () -> Void

                var body: some View {
                    Text("Show story text")
                        .font(.footnote)
                        .onTapGesture { toggleBody() }
                }
            }
            """, """
            struct StoryHeader: View {
                let story: Story
                let toggleBody: () -> Void

                var body: some View {
                    Text("Show story text")
                        .font(.footnote)
                        .accessibilityAddTraits(.isButton)
                        .onTapGesture { toggleBody() }
                }
            }
            """),
            // A tap that switches a state on and off is a toggle: a button trait alone would hide its state.
            RuleCorrection("""
            struct FilterChip: View {
                @State private var isFiltered = false

                var body: some View {
                    HStack {
                        Image(systemName: "line.3.horizontal.decrease")
                        Text("Unread")
                    }
                    .onTapGesture { isFiltered.toggle() }
                }
            }
            """, """
            struct FilterChip: View {
                @State private var isFiltered = false

                var body: some View {
                    HStack {
                        Image(systemName: "line.3.horizontal.decrease")
                        Text("Unread")
                    }
                    .onTapGesture { isFiltered.toggle() }
                }
            }
            """),
            // Nothing names a colour swatch: reported without a fix.
            RuleCorrection("""
            struct ColorChoices: View {
                @Binding var selected: Color

                var body: some View {
                    Circle()
                        .fill(.red)
                        .onTapGesture { selected = .red }
                }
            }
            """, """
            struct ColorChoices: View {
                @Binding var selected: Color

                var body: some View {
                    Circle()
                        .fill(.red)
                        .onTapGesture { selected = .red }
                }
            }
            """),
            // The selected look comes from a computed property of the View: reported without a fix.
            RuleCorrection("""
            struct SegmentItem: View {
                let title: String
                let active: Bool
                let action: () -> Void

                var body: some View {
                    Text(title)
                        .foregroundColor(textColor)
                        .padding(.horizontal, 8)
                        .onTapGesture { action() }
                }

                private var textColor: Color {
                    active ? .white : .primary
                }
            }
            """, """
            struct SegmentItem: View {
                let title: String
                let active: Bool
                let action: () -> Void

                var body: some View {
                    Text(title)
                        .foregroundColor(textColor)
                        .padding(.horizontal, 8)
                        .onTapGesture { action() }
                }

                private var textColor: Color {
                    active ? .white : .primary
                }
            }
            """),
            // A handler that receives the link it follows: the link trait.
            RuleCorrection("""
            struct CommentContent: View {
                let text: String
                let link: URL
                let linkAction: (URL) -> Void

                var body: some View {
                    Text(text)
                        .foregroundStyle(.tint)
                        .onTapGesture { linkAction(link) }
                }
            }
            """, """
            struct CommentContent: View {
                let text: String
                let link: URL
                let linkAction: (URL) -> Void

                var body: some View {
                    Text(text)
                        .foregroundStyle(.tint)
                        .accessibilityAddTraits(.isLink)
                        .onTapGesture { linkAction(link) }
                }
            }
            """),
        ]
    )

    /// Whether an image is the one view of an `if` with no `else`, inside the row, on a condition
    /// that is not the row's selection: a mark only some rows show.
    private func isConditionalMarker(_ image: ChainNode, in row: ChainNode, context: RuleContext) -> Bool {
        guard let block = image.firstAncestor(ofType: BlockNode.self), block.isDescendant(of: row),
              let statement = block.parent as? StatementNode, statement.keyword == "if", statement.blocks.count == 1,
              block.children.count == 1, !context.isSelectionMark(image), case .symbol? = image.elementLink.flatMap(context.imageSource(of:)) else { return false }
        return true
    }

    /// Endings of the names of the app's own Views that are controls (`FollowButton`, `SearchField`).
    private static let controlNameEndings = ["Button", "Toggle", "Link", "Picker", "Field", "Menu", "Slider", "Stepper"]

    public func findings(in context: RuleContext) -> [Finding] {
        var planned: [(chain: ChainNode, element: LinkNode, tap: RuleContext.ViewTapGesture, plan: Plan)] = []
        for chain in context.chains {
            let taps = context.tapGestures(of: chain)
            guard !taps.isEmpty, let tap = taps.first(where: { $0.count == 1 }), let element = chain.elementLink,
                  element.nameToken != nil, context.isViewPosition(chain), context.isTappableView(chain),
                  !context.endsEditing(tap), context.isExposedToAccessibility(chain), context.isOperableControl(chain),
                  !context.isInsideElement(chain, named: RuleContext.controls), !isInsideNamedControl(chain, in: context), !context.isInMenuItems(chain),
                  !context.isInsideModifier(chain, named: RuleContext.systemAlerts), !context.announcesItsAction(chain),
                  !context.runsNothing(tap), !context.isBackdrop(chain, tap: tap), !context.isInSelectableList(chain),
                  !context.isItemOfAdjustableRow(chain), !context.isCaptionOfToggle(chain, tap: tap), !context.countsTaps(tap),
                  !context.onlyScrollsToAnEnd(tap), !context.onlyTogglesChrome(tap),
                  let plan = plan(for: chain, element: element, tap: tap, in: context) else { continue }
            planned.append((chain, element, tap, plan))
        }
        let sharing = context.controlsSharingGuess(planned.compactMap { entry in
            guard case let .insert(_, label?, _) = entry.plan else { return nil }
            return (entry.chain, entry.tap.closure ?? entry.tap.reference, label)
        })
        var findings: [Finding] = []
        for (chain, element, tap, planned) in planned {
            var plan = planned
            if sharing.contains(ObjectIdentifier(chain)), case let .insert(_, label?, _) = plan {
                plan = .report("the views beside it that do other things would get the same label, \(label.expression), inferred from \(label.source): add .accessibilityAddTraits(.isButton) and an .accessibilityLabel saying what each does")
            }
            guard let nameToken = element.nameToken else { continue }
            let offset = context.tree.tokens[nameToken].start
            // Text that opens a web page is a link: VoiceOver says "link" and lists it in the links rotor.
            let opensLink = tap.closure.map(context.followsLink(byAction:)) == true
            let role = opensLink ? "a link" : "a button"
            let trait = opensLink ? ".isLink" : ".isButton"
            let problem = "tappable \(element.name) is not announced as \(role): VoiceOver users do not learn that it acts, and Voice Control does not offer it as a control"
            let better = ["Text", "Label"].contains(element.name) ? " (a Button would also give it the pressed look and keyboard focus)" : ""
            switch plan {
            case let .report(advice):
                // The advice names a button's trait; a view that opens a web page is a link.
                let spoken = opensLink ? advice.replacingOccurrences(of: "(.isButton)", with: "(.isLink)") : advice
                findings.append(finding(problem + "; " + spoken, at: offset))
            case let .insert(combines, _, _) where context.actingCondition(of: tap) != nil:
                // A trait on a view that acts only sometimes announces a dead button the rest of the time.
                let condition = context.actingCondition(of: tap) ?? ""
                // A stack of texts is several elements: each would be announced as the button.
                let combine = combines ? ".accessibilityElement(children: .combine) and " : ""
                findings.append(finding(problem + "; it acts only when \(condition): give it \(combine)the trait only then, .accessibilityAddTraits(\(condition) ? \(trait) : [])", at: offset))
            case let .insert(_, label?, _) where !label.expression.contains("\\(") && context.actsOnItsItem(tap):
                // `model.loadReplay(video: video)` on each thumbnail: one name for every item names none.
                findings.append(finding(problem + "; it acts on its own item, and \(label.expression) would name every item alike: add .accessibilityAddTraits(.isButton) and an .accessibilityLabel that tells the item apart", at: offset))
            case .insert(true, _, _) where carriesIdentifierInside(chain):
                // Combined, a child's identifier is gone from the element UI tests query.
                findings.append(finding(problem + "; combine it into one element with the trait, and move the accessibilityIdentifier its children carry onto it, which UI tests use to find it", at: offset))
            case let .insert(combines, label, selectedWhen):
                var modifiers = combines ? [".accessibilityElement(children: .combine)"] : []
                // A glyph filled while its item is chosen (a bookmark, a heart), or a checkmark shown
                // then, says so as "selected".
                let selectedWhen = selectedWhen ?? label?.selectedWhen
                let traits = selectedWhen.map { $0 == "true" ? "[\(trait), .isSelected]" : "\($0) ? [\(trait), .isSelected] : \(trait)" } ?? trait
                modifiers.append(context.accessibilityAddTraitsModifier(traits, at: chain))
                var labelEdits: [Edit] = []
                var labelText = ""
                if let label {
                    let localization = context.localized(label)
                    guard case let .insert(expression, _) = localization else {
                        findings.append(finding(problem + "; add the trait and label it \(label.expression) (inferred from \(label.source)) \(RuleContext.stringsAdvice(for: localization))", at: offset))
                        continue
                    }
                    guard let edits = context.modifierInsertion([context.accessibilityLabelModifier(expression, at: chain)], into: chain, verifyMarker: label.isGuess) else { continue }
                    labelEdits = edits
                    labelText = "; label \(expression) inferred from \(label.source)"
                }
                // A row the team already labels: its own children are not read, so it is made one element
                // that ignores them, before that label, as Apple's examples order them.
                var groupingEdits: [Edit] = []
                if combines, let labelIndex = chain.links.firstIndex(where: { $0.name == "accessibilityLabel" || $0.name == "accessibility" && $0.argument("label") != nil }),
                   labelIndex > 0, let grouping = context.modifierInsertion([".accessibilityElement(children: .ignore)"], into: chain, verifyMarker: false,
                                                                            after: chain.links[labelIndex - 1]) {
                    modifiers.removeFirst()
                    groupingEdits = grouping
                }
                guard var edits = context.modifierInsertion(modifiers, into: chain, verifyMarker: false) else {
                    findings.append(finding(problem + "; add .accessibilityAddTraits(\(trait))", at: offset))
                    continue
                }
                edits = groupingEdits + edits
                // Combined, the row's images would be read with its text: file names and glyph names go;
                // a glyph that says what the tap does (a plus: "Add", a minus: "Remove") stays, and
                // so does nothing hidden twice.
                var noise = combines && label == nil && groupingEdits.isEmpty
                    ? context.namelessImages(in: chain).filter { !namesTheAction($0, of: chain, in: context) && !RuleContext.isPlaceholder($0) } : []
                // The checkmark that showed the selection is said by the trait now.
                if combines, groupingEdits.isEmpty, selectedWhen != nil {
                    noise += chain.descendants(ofType: ChainNode.self).filter { image in
                        context.isSelectionMark(image) && !RuleContext.isPlaceholder(image) && !context.accessibilityIsDecided(for: image) && !noise.contains { $0 === image }
                    }.sorted { $0.firstToken < $1.firstToken }
                }
                // A glyph drawn only on some rows (`if index < 3 { Image(systemName: "circle.fill") }`) marks
                // them: hidden, the mark is lost; a person names it.
                if let marker = noise.first(where: { isConditionalMarker($0, in: chain, context: context) }) {
                    let condition = (marker.firstAncestor(ofType: BlockNode.self)?.parent as? StatementNode)?.conditions.first.map { ElementDump.singleLine($0.text) } ?? "a condition"
                    findings.append(finding(problem + "; combine it into one element with the trait, and give the glyph it shows only while \(condition) a label saying what it marks (hidden, the mark would be lost)", at: offset))
                    continue
                }
                // An image whose name a function picks from the item (`Image(vm.callIcon(status: call.status))`:
                // missed, incoming, outgoing) says something about it that no text does: hidden, it is lost.
                if let picked = noise.lazy.compactMap(pickedImageCall).first {
                    findings.append(finding(problem + "; combine it into one element with the trait, and give the image that \(picked)(…) picks a label saying what it shows (hidden, that would be lost)", at: offset))
                    continue
                }
                // A picture of several branches (a thumbnail's loaded image or its placeholder glyph) is
                // hidden whole, once.
                var pictures: [ChainNode] = []
                for image in noise {
                    let picture = context.wholePicture(around: image, within: chain)
                    if !pictures.contains(where: { $0 === picture || image.isDescendant(of: $0) }) { pictures.append(picture) }
                }
                noise = pictures.filter { picture in !pictures.contains { $0 !== picture && picture.isDescendant(of: $0) } }
                // An asset accessor's image (`Asset.chevron.swiftUIImage`) has no call to follow: after its last member.
                let hideEdits = noise.compactMap { image in
                    context.modifierInsertion([context.accessibilityHiddenModifier(at: image)], into: image, verifyMarker: false,
                                              after: image.elementLink == nil ? image.links.last : nil)
                }
                guard hideEdits.count == noise.count else {
                    findings.append(finding(problem + "; combine it into one element with the trait, and hide its decorative images", at: offset))
                    continue
                }
                let hidden = noise.isEmpty ? "" : ", hiding \(noise.count == 1 ? "an image" : "\(noise.count) images") that would be read by file or glyph name or repeat its text"
                let selected = selectedWhen.map { $0 == "true" ? ", selected (the selected branch)" : ", selected while \($0)" } ?? ""
                let grouped = groupingEdits.isEmpty ? "combined it into one element" : "made it one element read by the label it has"
                let what = (combines ? "\(grouped) with the \(opensLink ? "link" : "button") trait" : "added the \(opensLink ? "link" : "button") trait") + selected + hidden
                findings.append(finding(
                    problem + "; \(what)" + labelText + better,
                    at: offset,
                    fix: Fix(safety: label?.isGuess == true ? .verify : .safe, edits: edits + labelEdits + hideEdits.flatMap { $0 },
                             summary: "added .accessibilityAddTraits(\(trait)) to a tappable \(element.name)")))
            }
        }
        return findings
    }

    /// Whether a view inside the stack carries an `.accessibilityIdentifier`, which combining the
    /// stack would take from the element tree.
    private func carriesIdentifierInside(_ chain: ChainNode) -> Bool {
        guard let element = chain.elementLink else { return false }
        return element.allClosures.contains { closure in
            closure.descendants(ofType: LinkNode.self).contains { $0.name == "accessibilityIdentifier" || $0.name == "accessibility" && $0.hasCall }
        }
    }

    private enum Plan {
        /// Reported without a fix, with what a person should do.
        case report(String)
        /// The trait, after `.accessibilityElement(children: .combine)` when `combines`, and a label;
        /// `.isSelected` with it while `selectedWhen` holds.
        case insert(combines: Bool, label: InferredLabel?, selectedWhen: String? = nil)
    }

    /// Whether the view draws itself one way or another on a comparison or a selected or enabled state
    /// (`.foregroundStyle(selection == option ? .accentColor : .secondary)`, `.opacity(isEnabled ? 1 : 0.4)`):
    /// a state VoiceOver would not hear from the button trait.
    private func showsStateByLook(_ chain: ChainNode, element: LinkNode, in context: RuleContext) -> Bool {
        // The looks of the view and of what it draws: colours, weights, opacity, fills (not a size or a
        // frame chosen by a kind, `kind == .emoji ? 20 : 16`).
        let drawnChains = [chain] + element.allClosures.flatMap { $0.descendants(ofType: ChainNode.self) }
        let looks = drawnChains.flatMap { $0.modifiers.filter { TapGestureButtonTraitRule.lookModifiers.contains($0.name) } }.map(\.text)
        // A look the modifiers take from a computed property of the View (`.foregroundColor(textColor)`).
        let computedLooks = (context.enclosingType(of: chain)?.properties ?? []).filter { property in
            property.isComputed && looks.contains { $0.range(of: "(?<![\\w.])\(property.name)\\b", options: .regularExpression) != nil }
        }
        // A comparison, or a Boolean state (`isActivated ? 1 : 0.7`; not a press or a hover, which
        // follow the finger), choosing the look.
        let pattern = #"(==|!=)[^?:{}]{1,80}\?[^?]|\b(is)?([Ss]elected|[Ee]nabled|[Dd]isabled|[Aa]ctive|[Cc]urrent)\s*\?[^?]"#
        // A Boolean state that a text of the view also says (`Text(place.isOpen ? "Open" : "Closed")`) is said in words.
        let texts = drawnChains.filter { $0.elementLink?.name == "Text" }.compactMap { $0.elementLink?.arguments.first?.value?.text }
        let unsaidState = { (look: String) -> Bool in
            var searched = look.startIndex..<look.endIndex
            while let match = look.range(of: #"\b([A-Za-z_][\w.]*\.)?(is|has)(?!Pressed|Hover|Highlighted|Focused|Dark)[A-Z]\w*(?=\s*\?[^?])"#, options: .regularExpression, range: searched) {
                searched = match.upperBound..<look.endIndex
                let state = String(look[match])
                if !texts.contains(where: { $0.contains(state) }) { return true }
            }
            return false
        }
        // Content drawn only in one state, with nothing in its place otherwise: a checkmark `if
        // selectedGroups.contains(group)`, a radio's filled dot `if currentSelection == info.mode` (an
        // `if … else` that picks which text to show is content, not a look).
        let shownInOneState = #"(==|!=|\.contains\(|[Ss]elect|[Cc]hecked)"#
        // An `else` that draws the same mark hidden (`Image(systemName: "checkmark").hidden()`, kept to
        // hold its place) shows nothing either.
        let oneStateContent = element.allClosures.flatMap { $0.descendants(ofType: StatementNode.self) }.contains { statement in
            guard statement.keyword == "if", !statement.children.contains(where: { $0 is StatementNode }), let shown = statement.blocks.first,
                  statement.blocks.count == 1 || statement.blocks.count == 2 && context.drawsOnlyPlaceholders(statement.blocks[1]) else { return false }
            return statement.conditions.contains { $0.text.range(of: shownInOneState, options: .regularExpression) != nil }
                || shown.descendants(ofType: ChainNode.self).contains(where: context.isSelectionMark)
        }
        return (looks + computedLooks.map(\.text)).contains { $0.range(of: pattern, options: .regularExpression) != nil || unsaidState($0) } || oneStateContent
    }

    /// Modifiers that give a view its look, which a state may change.
    static let lookModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "opacity", "fontWeight", "bold", "background", "fill", "stroke", "strokeBorder", "tint",
        "border", "overlay", "shadow", "underline", "font", "saturation", "grayscale", "brightness", "colorMultiply", "accentColor",
    ]

    /// The title or symbol of the view, or of a text in it, that reads differently for each value of
    /// `state` (`Text(isPlaying ? "Stop" : "Start")`, `Image(systemName: isPlaying ? "stop.fill" : "play.fill")`).
    private func titleOrSymbol(branchingOn state: String, in chain: ChainNode, element: LinkNode) -> (isSymbol: Bool, hasTextBeside: Bool)? {
        let shown = ([chain] + element.allClosures.flatMap { $0.descendants(ofType: ChainNode.self) }).compactMap(\.elementLink)
        let hasText = shown.contains { $0.name == "Text" || $0.name == "Label" }
        for link in shown where ["Text", "Label", "Image"].contains(link.name) {
            guard let argument = link.arguments.first?.value, RuleContext.branches(argument.text, on: state) else { continue }
            return (link.name == "Image", hasText)
        }
        return nil
    }

    /// The function an `Image` calls with arguments to pick its name (`Image(vm.getCallIconResId(callStatus:
    /// …))` → `getCallIconResId`): the picture follows the item's data.
    private func pickedImageCall(_ image: ChainNode) -> String? {
        guard let element = image.elementLink, element.name == "Image", let argument = element.arguments.first, argument.label == nil,
              let call = argument.value?.singleChain?.links.last, call.hasCall, !call.arguments.isEmpty, !call.name.isCapitalizedName else { return nil }
        return call.name
    }

    /// What the tappable view needs, or nil when it is not one this rule can judge.
    private func plan(for chain: ChainNode, element: LinkNode, tap: RuleContext.ViewTapGesture, in context: RuleContext) -> Plan? {
        let labelled = context.hasAccessibilityLabel(chain)
        let judged = ["Text", "Label", "Image", "AsyncImage"].contains(element.name) || context.isSurface(chain) || RuleContext.stacks.contains(element.name)
        guard judged, !context.isInStyle(chain) else { return nil }
        if context.isDrawnOnlyInsideElement(chain, named: RuleContext.controls) {
            return .report("it is drawn only inside another control's label (a View of this file used there), which VoiceOver reads as one element, so this tap cannot be reached: give that control .accessibilityAction(named: \"…\") { … } for it")
        }
        // `Text(isPlaying ? "Stop" : "Start")` names what the next tap does: a plain button, whose title says its state.
        let flipped = context.switchedState(by: tap) ?? context.disclosedState(by: tap)
        let shown = flipped.flatMap { titleOrSymbol(branchingOn: $0, in: chain, element: element) }
        if let flipped, let shown, shown.isSymbol, !labelled, !shown.hasTextBeside {
            // A glyph filled while on (`isFavorite ? "star.fill" : "star"`) keeps one name: its state is "selected".
            if element.name == "Image", let label = context.inferredLabel(forControl: element, images: [chain], tap: tap), label.selectedWhen != nil {
                return .insert(combines: false, label: label)
            }
            return .report("its symbol changes with '\(flipped)' and names what the next tap does: add .accessibilityAddTraits(.isButton) and a label for each state (\(flipped) ? \"…\" : \"…\"), or make it a Button")
        }
        // A glyph beside the title that follows the state (a caret up or down, a checked box) shows it:
        // the state is what a person sees, which the trait alone drops.
        let showsStateBeside = shown.map { $0.isSymbol && $0.hasTextBeside } ?? true
        if showsStateBeside, let state = context.switchedState(by: tap) {
            return .report("it switches '\(state)' on and off, which a button trait does not say: make it a Toggle, or add the trait with .accessibilityValue saying its state")
        }
        if showsStateBeside, let state = context.disclosedState(by: tap) {
            let value = RuleContext.closesWhenTrue(state) ? "\(state) ? \"Collapsed\" : \"Expanded\"" : "\(state) ? \"Expanded\" : \"Collapsed\""
            return .report("it opens and closes content with '\(state)', and a button trait alone does not say which: add the trait with .accessibilityValue(\(value)), or make it a DisclosureGroup")
        }
        // `.lineLimit(isExpanded ? nil : 2)` on the text tapped: the tap shows it whole or cut, which
        // VoiceOver, reading it whole either way, does not hear.
        if element.name == "Text", let limit = context.ternary(chain.modifier(named: "lineLimit")?.arguments.first?.value),
           limit.whenTrue == "nil" || limit.whenFalse == "nil" {
            let value = limit.whenTrue == "nil" ? "\(limit.condition) ? \"Expanded\" : \"Collapsed\"" : "\(limit.condition) ? \"Collapsed\" : \"Expanded\""
            return .report("it shows all of its text or only some lines by '\(limit.condition)', which VoiceOver, reading it whole either way, does not hear: add the trait with .accessibilityValue(\(value)), or leave the tap to sighted users")
        }
        // `if selectedChip == index { chip, selected look } else { chip }`, both doing the same thing:
        // the first branch is the selected chip.
        if isSelectedBranch(chain, tap: tap, in: context) {
            guard case let .insert(combines, label, _)? = contentPlan(for: chain, element: element, tap: tap, labelled: labelled, in: context) else { return nil }
            return .insert(combines: combines, label: label, selectedWhen: "true")
        }
        if showsStateByLook(chain, element: element, in: context) {
            // A row that shows a checkmark while it is chosen: the checkmark's condition is its selected trait.
            if RuleContext.stacks.contains(element.name), context.childrenBehavior(of: chain) == nil,
               let content = element.closure(labeled: "content") ?? element.closure(labeled: nil),
               let selected = context.selectionMarkCondition(in: content), !context.shownTexts(in: content).isEmpty,
               !drawsControlOutOfSight(content, in: context) {
                return .insert(combines: true, label: nil, selectedWhen: selected)
            }
            // A glyph filled while its item is chosen (`isBookmarked ? "bookmark.fill" : "bookmark"`),
            // coloured on the same state: the selected trait says what the look shows.
            if element.name == "Image", !labelled, let label = context.inferredLabel(forControl: element, images: [chain], tap: tap),
               let selected = label.selectedWhen, chain.modifiers.contains(where: { $0.text.contains(selected.hasPrefix("!") ? String(selected.dropFirst()) : selected) }) {
                return .insert(combines: false, label: label)
            }
            return .report("it shows whether it is selected or enabled only by how it looks, which a button trait alone does not say: add the trait with .isSelected while it is selected, and .disabled where it cannot act (or make it a Button or a Picker)")
        }
        return contentPlan(for: chain, element: element, tap: tap, labelled: labelled, in: context)
    }

    /// What the view needs by what it shows, once its state is accounted for.
    private func contentPlan(for chain: ChainNode, element: LinkNode, tap: RuleContext.ViewTapGesture, labelled: Bool, in context: RuleContext) -> Plan? {
        switch element.name {
        case "Text", "Label":
            if element.name == "Text", !labelled, let shown = element.arguments.first?.value, context.mayShowNothing(shown) {
                return .report("its text is empty when the value is missing, and then VoiceOver cannot reach it: add the trait and an .accessibilityLabel naming what it does (or make it a Button with a title)")
            }
            // `Text("✗")`: a sign, no word, which VoiceOver reads by its character name and Voice Control
            // users cannot say: named like an icon, from what the tap does.
            if element.name == "Text", !labelled, element.arguments.count == 1, let sign = context.stringLiteralValue(element.arguments.first?.value),
               !sign.isEmpty, !sign.contains(where: { $0.isLetter || $0.isNumber }) {
                if let label = context.inferredLabel(forControl: element, images: [chain], tap: tap) { return .insert(combines: false, label: label) }
                return .report("its text is a sign (\(StringLiteral.literal(sign))), which VoiceOver reads by its character's name: add the trait and an .accessibilityLabel naming what it does")
            }
            // `Text("\(viewModel.goodsCount)")`: a value and no word, a count badge beside what it counts;
            // "3, button" names nothing a person can say.
            if element.name == "Text", !labelled, element.arguments.count == 1, let shown = element.arguments.first?.value,
               context.tree.tokens[shown.firstToken].kind == .stringLiteral, shown.firstToken == shown.lastToken || shown.singleChain?.links.count == 1,
               shown.text.contains("\\("),
               !shown.text.replacingOccurrences(of: #"\\\([^)]*\)"#, with: "", options: .regularExpression).contains(where: \.isLetter) {
                return .report("its text is only a value (\(ElementDump.singleLine(shown.text))), which names nothing a person can say: add the trait with an .accessibilityLabel naming what it does and the value as .accessibilityValue, or combine it with the control beside it that does the same")
            }
            // `Label("", image: "copy2")` shows only its icon: named like an image.
            if element.name == "Label", !labelled, element.arguments.first?.label == nil,
               context.stringLiteralValue(element.arguments.first?.value)?.trimmingCharacters(in: .whitespaces).isEmpty == true {
                if let label = context.inferredLabel(forControl: element, images: [chain], tap: tap) { return .insert(combines: false, label: label) }
                return .report("its title is empty, so it shows only its icon: add .accessibilityAddTraits(.isButton) and an .accessibilityLabel naming what it does")
            }
            return .insert(combines: false, label: nil)
        case "Image", "AsyncImage":
            if labelled || context.imageSource(of: element) == .labelled { return .insert(combines: false, label: nil) }
            if let label = context.inferredLabel(forControl: element, images: [chain], tap: tap) { return .insert(combines: false, label: label) }
            // A radio button's or a checkbox's circle: the picture is the state.
            if let condition = context.assetChoiceCondition(of: element) {
                return .report("its picture changes with '\(condition)', a mark of whether it is chosen, which a fixed label would hide: name it with the text beside it (or combine the two) and add .isSelected while '\(condition)', or make it a Toggle")
            }
            return .report("add .accessibilityAddTraits(.isButton) and an .accessibilityLabel naming what it does")
        case _ where context.isSurface(chain):
            return labelled ? .insert(combines: false, label: nil)
                : .report("add .accessibilityAddTraits(.isButton) and an .accessibilityLabel naming what it selects or does")
        case _ where RuleContext.stacks.contains(element.name):
            guard let content = element.closure(labeled: "content") ?? element.closure(labeled: nil),
                  !drawsControlOutOfSight(content, in: context) else { return nil }
            // Repeated content (a chart's days, a list of values) combined reads as one long label.
            let behavior = context.childrenBehavior(of: chain)
            if !labelled, behavior == nil,
               content.descendants(ofType: ChainNode.self).contains(where: { $0.elementLink?.name == "ForEach" }) {
                return .report("it holds repeated content (a ForEach), which combined would read as one long label: make the part that acts a Button, or group it with a short .accessibilityLabel and the button trait")
            }
            let combines: Bool
            switch behavior {
            case .contain?: return nil
            case .combine?, .ignore?: combines = false
            case nil: combines = true
            }
            let items = context.shownItems(in: content)
            let texts = context.shownTexts(in: content)
            // An amount beside a picture the code does not name (an avatar View, a photo): combined,
            // it reads "21K, button", which says neither whose nor what.
            let showsUnnamedPicture = items.contains { item in
                switch item {
                case .view: return true
                case let .image(image): return image.elementLink.flatMap(context.imageSource(of:)).map { if case .symbol = $0 { return false } else { return true } } ?? true
                case .text: return false
                }
            }
            if !labelled, !texts.isEmpty, texts.allSatisfy(context.showsOnlyAValue), showsUnnamedPicture {
                return .report("it shows only a number or date beside a picture, which combined would be read alone (\"21K, button\"): group it with .accessibilityElement(children: .combine), add .accessibilityAddTraits(.isButton) and an .accessibilityLabel saying whose or what it opens")
            }
            if !texts.isEmpty || labelled { return .insert(combines: combines, label: nil, selectedWhen: context.selectionMarkCondition(in: content)) }
            if let images = context.iconOnlyImages(in: content) {
                guard let label = context.inferredLabel(forControl: element, images: images, tap: tap) else {
                    return .report("group it with .accessibilityElement(children: .combine), add .accessibilityAddTraits(.isButton) and an .accessibilityLabel naming what it does")
                }
                return .insert(combines: combines, label: label)
            }
            return .report("group it with .accessibilityElement(children: .combine) and add .accessibilityAddTraits(.isButton); label it if what it shows has no text")
        default:
            return nil
        }
    }

    /// Whether the view is in the content of a View named as a control (`NBNavigationLink(value:) { row }`
    /// from a navigation library, a project's `PrimaryButton { … }`): that control is the element
    /// VoiceOver reads and activates.
    private func isInsideNamedControl(_ chain: ChainNode, in context: RuleContext) -> Bool {
        context.enclosingCalls(of: chain).contains { call in
            let name = call.link.name
            return call.link === call.chain.elementLink && name.isCapitalizedName && !RuleContext.builtInViews.contains(name)
                && TapGestureButtonTraitRule.controlNameEndings.contains { name.hasSuffix($0) }
                // Its label (a trailing closure or `label:`), not another slot it draws beside it (`tools:`).
                && [call.link.closure(labeled: nil), call.link.closure(labeled: "label")].contains { $0.map(chain.isDescendant(of:)) == true }
        }
    }

    /// Whether an image is a glyph whose word is a verb of what a tap does (`plus.circle.fill`:
    /// "Add", `minus.circle.fill`: "Remove", `trash`: "Delete") that no text of the row says
    /// (\"Add server\" beside a plus says it already).
    private func namesTheAction(_ image: ChainNode, of row: ChainNode, in context: RuleContext) -> Bool {
        guard case let .single(name)? = context.symbolNames(of: image), let meaning = context.symbolMeaning(name),
              let verb = meaning.label.split(separator: " ").first.map(String.init),
              TapGestureButtonTraitRule.actionVerbs.contains(verb) else { return false }
        return !context.shownTexts(in: row).contains { text in
            text.writtenText.map { RuleContext.words(in: $0).contains(verb.lowercased()) } == true
        }
    }

    /// The verbs of glyphs that say what a tap on a row does.
    private static let actionVerbs: Set<String> = ["Add", "Remove", "Delete", "Edit", "Share", "Download", "Upload", "Copy", "Create", "New", "Compose", "Install", "Uninstall"]

    /// Whether the view is the first branch of an `if` on a selection (`if selectedChip == index`,
    /// `if isSelected`) whose other branch draws a view of the same kind with the same tap: the
    /// selected look of one choice, always selected while drawn.
    private func isSelectedBranch(_ chain: ChainNode, tap: RuleContext.ViewTapGesture, in context: RuleContext) -> Bool {
        guard let block = chain.firstAncestor(ofType: BlockNode.self), let statement = block.parent as? StatementNode,
              statement.keyword == "if", statement.blocks.count == 2, statement.blocks[0] === block,
              !chain.ancestors().prefix(while: { $0 !== block }).contains(where: { $0 is ClosureNode }),
              statement.conditions.count == 1, let condition = statement.conditions.first?.text,
              condition.range(of: #"==|\b(is)?([Ss]elected|[Cc]urrent|[Aa]ctive)\b"#, options: .regularExpression) != nil,
              let action = tap.closure.map({ RuleContext.squeezed($0.text) }) else { return false }
        return statement.blocks[1].descendants(ofType: ChainNode.self).contains { other in
            other.elementLink?.name == chain.elementLink?.name
                && context.tapGestures(of: other).contains { $0.closure.map { RuleContext.squeezed($0.text) } == action }
        }
    }

    /// Whether a stack's content draws a control a11yfix cannot see from here: a View named as a
    /// control (`FollowButton(…)`) or one of the project's whose code builds a control or a tap
    /// gesture (a message cell's `ProfilePictureView`), or a property or helper of the same type
    /// that draws one of those.
    private func drawsControlOutOfSight(_ content: ClosureNode, in context: RuleContext) -> Bool {
        let members = context.enclosingType(of: content)?.members ?? []
        return content.descendants(ofType: ChainNode.self).contains { inner in
            // A property drawn by its name alone (`header`) is a chain of one link and no element.
            guard let element = inner.elementLink ?? (inner.links.count == 1 ? inner.links.first : nil), element.kind == .name else { return false }
            if element.name.isCapitalizedName {
                return !RuleContext.builtInViews.contains(element.name)
                    && (TapGestureButtonTraitRule.controlNameEndings.contains { element.name.hasSuffix($0) } || context.isViewHoldingControls(element.name))
            }
            return members.contains { member in
                let name = (member as? VariableDeclNode)?.name ?? (member as? FunctionDeclNode)?.name
                guard name == element.name else { return false }
                return member.descendants(ofType: ChainNode.self).contains { drawn in
                    drawn.elementLink.map { RuleContext.controls.contains($0.name) || context.isViewHoldingControls($0.name) } == true
                        || !context.tapGestures(of: drawn).isEmpty
                }
            }
        }
    }
}
