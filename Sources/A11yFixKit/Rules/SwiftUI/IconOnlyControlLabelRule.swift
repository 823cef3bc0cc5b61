/// Buttons, links, menus and toggles whose whole label is an image: VoiceOver has nothing to read
/// but the image's name, and Voice Control users have nothing to say.
public struct IconOnlyControlLabelRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "icon-only-control-label",
        name: "Icon-only controls need a label",
        summary: "Finds `Button`, `NavigationLink`, `Link`, `Menu`, `Toggle` and `ShareLink` whose label is only an image (an SF Symbol, an asset, `Image(uiImage:)`, an icon-only `Label`, images with `Spacer`s, in stacks or behind `if`) and that have no accessibility label anywhere in their chain. Adds `.accessibilityLabel(\"…\") // [VERIFY]` with the label inferred from the team's own words, the action, the SF Symbol, the destination, the binding or the asset name, and `.accessibilityInputLabels([…])` when the glyph has a name of its own a Voice Control user may say for what they see (`trash` → \"Delete\", \"Trash\").",
        rationale: "VoiceOver announces an icon-only control by its image: an SF Symbol's own description of the drawing, where it has one (many have none, and a drawing is not a purpose), or an asset's file name, so a blind user cannot tell Share from Delete. Voice Control users cannot say \"Tap Share\" when the control has no name. WCAG 1.1.1 and 4.1.2 require every control to have an accessible name.",
        notes: "Code whose deployment targets predate iOS 14 / macOS 11 gets `.accessibility(label: Text(\"…\"))` and no input labels, the only spelling those systems have. A control that shows only the app's own icon view (a View whose body is one `Image`, `ThemeImage(.copy)`: project index) is icon-only too. A control whose visible text names it gets nothing: `Button(\"Save\")`, `Label(\"Share\", systemImage:)` (also under `.labelStyle(.iconOnly)`, where SwiftUI keeps the title as the label), `Toggle(\"Wi-Fi\", isOn:)`. A label anywhere in the chain counts, also inside a postfix `#if os(iOS)` or a closure passed to a modifier (`if #available` wrappers), and so does a label on the image itself. A control whose one image is an asset named in plain words (`Image(\"Twitter\")`), which SwiftUI reads as its label, is left alone when the label would say the same. Controls that are hidden themselves or inside a container that replaces its children (`.accessibilityElement(children: .ignore)`) or is hidden are left alone, and so are controls built by a helper, property or View that every place drawing it labels (`iconButton(\"gear\", action: openSettings).accessibilityLabel(\"Settings\")`). A control that shows one image or another in the branches of an `if` or `switch` on its state (`switch followState { case .unfollows: Image(\"user-add\") default: Image(\"user-added\") }`) is reported without a fix, as is one whose asset a condition picks (`Image(isOn ? \"checkbox-on\" : \"checkbox-off\")`): a label from either names one state only. When the symbol changes with state (`isPlaying ? \"pause.fill\" : \"play.fill\"`), the label does too (`isPlaying ? \"Pause\" : \"Play\"`), naming what the verbs act on when the state's name does (`showPassword ? \"Hide password\" : \"Show password\"`). A Toggle is the exception: VoiceOver reads its on/off value, so an image that follows the Toggle's own state gets the constant label of its \"on\" image (`Toggle(isOn: $isMuted) { Image(systemName: isMuted ? \"bell.slash\" : \"bell\") }` → \"Mute notifications\"). A hint the team wrote as the control's name (`.accessibilityHint(\"Cancel\")`, `.accessibilityHint(isExpanded ? \"Collapse\" : \"Expand\")`: one to three words, not a sentence that describes a result) becomes its label, so VoiceOver does not say a name of ours and then theirs. Where the label comes from, most trusted first: words the team wrote for that control (config `symbolLabels`, its `.help(\"Stop Task\")` tooltip when it reads as a name, a phrase of up to four words once its articles are dropped (\"Reset the terminal\" → \"Reset terminal\"; \"Remove from exclusion list\", a verb and where it acts with no article, is a name too; an interpolated one, `.help(\"Uninstall \\(package.name)\")`, names each row's control by its item), without other words of a sentence (\"Scroll down to the bottom\", \"Show only files with changes\" are hints, and on macOS `.help` is already the hint); a control with such a sentence and no action that names it gets no label from its glyph, binding or asset: those say less than the team's words, which a person turns into a name, or a ternary of two such names that the label follows (`.help(isSuspended ? \"Resume Task\" : \"Suspend Task\")`), the title of a `Label` or `Button` with the same symbol elsewhere in the file, else the one title the project's other files give that symbol when it uses the symbol's own words, `Label(\"Filters\", systemImage:)` for the filter glyph, and the one label the team gives the same symbol on its other icon-only controls when it is one of the symbol's meanings (`.accessibilityLabel(\"Dismiss\")` on another `xmark.circle.fill` button: every close button reads the same, and a localized app gets a string it has translated; \"Remove tag\" names that control's own action)); then what the control is (a `ShareLink` is \"Share\", whatever its glyph draws); then what the action does (an action that loads data again, `getSignalTypes()` or `reload()`, under a circular arrow is \"Refresh\"; a presentation opened by an action glyph, a pencil or a plus, is named by the glyph: \"Edit\", not the name of the edit screen); then the SF Symbol table; then the destination, the binding, and the asset name only where it is one word of a glyph every app draws for one action (`ic_close` → \"Close\"; `add-cart` or `GoogleCalendar` says how the drawing was filed, not what the control does: reported without a fix). A specific action beats the name of a glyph (`trash` on `clearOutput()` is \"Clear output\", `plus` on `viewModel.zoomIn` is \"Zoom in\"); when the two share a word, the action wins where it extends the glyph's word with what it acts on (`addChoice(at:)` on `plus` is \"Add choice\", `attachPhoto()` on `paperclip` \"Attach photo\"), and the symbol's label where the action adds only a general word (`deleteItem(_:)` on `trash` is \"Delete\") or the glyph says more (`gobackward.15` is \"Skip back 15 seconds\"). A titled Button elsewhere in the file with the same action (`Button(\"Cancel\", action: onDismiss)` in the other branch of an `#if`) names it too, as the team's word; a Button among a nested `Menu`'s options (\"Default\" under \"New Terminal With Profile\") is a variant, so the title outside it (\"New Terminal\") wins. A tap whose closure flips one Boolean among other statements (`isPasswordVisible.toggle()` and then moving focus) is that toggle. So is one that opens one presentation where nothing else it runs says what it does (a click sound first, the item the sheet shows); after a call that does the work (`draft.save()` and then `showSavedAlert = true`), the alert is only the outcome. A link carries out none of the actions glyphs usually name (copy, done, delete, save, close, play…): a `Link` under the link glyph is \"Open link\", a `NavigationLink` under a checkmark is named by the screen it pushes (`TaskDetailsView`: \"Task details\") or by a person. A glyph and its struck-through variant (`playsSound ? \"speaker.wave.2.fill\" : \"speaker.slash.fill\"`) show whether something is on, not what a tap does: no guess. `NSApp.terminate` is \"Quit\". A plus whose action makes a value of the app's own type and adds it (`let status = Status(…)` then `append(status)`) is \"Add status\". An alert or dialog it opens is named by its title when that is a name, not a question (`.alert(\"Set Custom AniList ID\", isPresented:)`), and emptying the field it shows first only prepares it. A state named for what is active (`isSearchActive ? \"xmark.circle.fill\" : \"magnifyingglass\"`) is \"Close search\" / \"Search\"; a checkmark shown while a mode is off (`isSelecting ? \"trash\" : \"checkmark.circle\"`) enters it: \"Select\", not \"Done\". A popover or sheet built inline is named by the title it gives itself (`.navigationTitle(\"Design Principles\")` under an info glyph). The action is what the code says: a called function (`viewModel.share`), the case sent to a store (`store.send(.closeButtonTapped)` → \"Close\", `.game(.submitButtonTapped)` → \"Submit\", never \"Send\"), the screen a presentation state opens (`isSettingPresented = true` with `.sheet(isPresented: $isSettingPresented) { SettingsForm() }` → \"Settings\"; flipped from outside it, `showDownloadSheet.toggle()` with `.sheet(isPresented:) { DownloadQueueView() }`, by the screen's own name or title, \"Download queue\", or an action glyph's word, never the state's name: `presentEditSheet` may open a sheet that adds), and the system picker it opens (`.fileImporter(isPresented:)` → \"Import file\", `.fileExporter` → \"Export file\", `.photosPicker` → \"Choose photo\"). Plumbing names nothing (`send`, `dispatch`, `perform`, `handle`, `append`, `insert`, `remove…`, `scrollTo`, `callAsFunction`, `set`, `update`, and a router's `push`, `present`, `navigate`: `nav.push(route: …)` under a gear is \"Settings\"): `items.append(…)` under `plus` is \"Add\". `dismiss()` closes the screen, and so does setting a presentation's state to `false` (`viewModel.showEditPresetsSheet = false`): the glyph says whether that reads \"Close\" (`xmark`) or \"Back\" (`chevron.left`), and another glyph (a chevron down's \"Expand\") gets no guess. A button that flips a Boolean is labelled by what a tap does now: a state that shows or hides something gets both words (`isExpanded.toggle()` → `isExpanded ? \"Collapse\" : \"Expand\"`), an image that switches between two one-word actions keeps them (`isPlaying ? \"Pause\" : \"Play\"`); any other toggle (`toggleMute()` under one speaker glyph, `isMuted ? \"speaker.slash\" : \"speaker.wave.3\"` where the glyph shows the state) gets no guess, since the right label (\"Mute\" or \"Unmute\") depends on the state and the code does not say which way it reads. Nor does a glyph that draws a thing in one state and adding it in the other (`inLibrary ? \"folder.fill\" : \"folder.badge.plus\"`, \"Folder\" / \"New folder\"): what a tap does once the item has it is not in the picture. Two directions (`chevron.down` / `chevron.up`) say nothing about the action either, nor does a chevron or an arrow that opens a popover or a sheet (only the presented screen's name may: `isPopoverShowing2` names none) or an arrow on a `Toggle` (a toggle names the state it turns on; the binding's name may). A glyph filled while its item is chosen (`post.isLiked ? \"heart.fill\" : \"heart\"`, a bookmark, a star) keeps one name, from the function that flips it when it says one (`toggleLike()` → \"Like\"), and says its state as selected: `.accessibilityAddTraits(post.isLiked ? .isSelected : [])`. A control that only opens something (a calendar picker, its glyph filled once a calendar is set) is not \"selected\": that would say it toggles. Controls beside each other that would get the same guessed label but do different things (highlighter glyphs told apart by the colour their action passes) are reported: one name for all of them names none. A chevron or arrow whose action navigates (`navigateTo(post)`) is not named by its direction (\"Next\"). A back arrow whose action calls a function its forward twin (read \"Next\") calls too, `cycle(forward: false)` beside `cycle(forward: true)`, steps to the previous item: \"Previous\", not \"Back\". A presented screen is named without the words that say how general its type is (`ShareAnySheet`: \"Share\"). A `Menu` is named by its glyph only when most of its items do what the glyph says (a pin over \"Pin feed as tab\" and \"Copy list address\" names one of two actions: reported). A button that does nothing and shows only a checkmark (`Button { } label: { Image(systemName: \"checkmark.circle.fill\") }` in a disabled row) marks a state and is reported without a label. A `NavigationLink` is named by the screen it pushes where that screen's name says more than the glyph (`BookmarksView` under a bookmark: \"Bookmarks\"), or where the glyph draws a thing rather than an action and the screen has a plain name (`TrackerManagementView` under a checklist: \"Tracker management\"; not an acronym or a name of how it is built, `DSKLoadableForm`, `MainContentView`), and never by the modifiers the screen is built with; a globe on a `Link` opens a website (\"Website\"), not a choice of language. Play and pause glyphs on a state that plays, runs or records nothing by its name (`isAutoScrolling ? \"pause.fill\" : \"play.fill\"` in a reader) get no guess: \"Play\" would promise audio, and the feature's name is the app's. Play shown while a state named for a pause holds (`isPaused ? \"play.fill\" : \"pause.fill\"`) goes on from where it stopped: `isPaused ? \"Resume\" : \"Pause\"`. Nor does a glyph's meaning on a control whose action's code names none of its words or synonyms (`text.removeLast()` under `backward.end`, \"Previous track\", a keyboard's backspace; a new random seed under circular arrows, \"Sync\"): that is another app's action drawn alike; only the glyphs every app draws for one action (a close mark, a plus, a trash can, a gear, a magnifying glass, an ellipsis, a pencil, an info mark, a question mark) keep their word whatever the code says. Nor does one glyph on a control whose action takes one way or the other by a condition (`if window.isVisible { window.close() } else { window.orderFront(nil) }` under an eye): the glyph's one word names half of it. The glyph's usual word is never put on a control whose code says otherwise: when the functions its action calls name it in words none of the glyph's meanings has (`moveCursor(direction: .left)` under `arrow.left`, `postVote(.up)` under an arrow), no guess; when they name it with another of the glyph's meanings (`duplicateItem(at:)` beside a haptic under `square.on.square`, usually \"Copy\"; `try store.applyErrorMessage(text)` under a checkmark, usually \"Done\"), their words (\"Duplicate item\", \"Apply error message\"); a tap that only empties a text (`searchText = \"\"`) is \"Clear\"; one that writes the pasteboard (`UIPasteboard.general.string = link`) is \"Copy\", whatever the clipboard glyph is read as; an xmark whose tap only resets state that shows nothing (`categoryFilter = nil`, `contact.fixedName = contact.anyName`) closes nothing and gets no guess; an arrow whose action is named for what another glyph draws (`likeComment()` under `arrow.up`: a thumb or a heart says \"Like\") gets no guess; nor does a control that calls the same function as a sibling in its stack which the team named (a terminal key bar's arrow beside an \"Escape\" key, both `session.send(bytes:)`): its argument tells them apart, and the glyph's \"Move up\" would contradict the team's names. Two states exchanged (`let temp = fromMint; fromMint = toMint; toMint = temp`, `swap(&a, &b)`) are a swap, named by what they share (\"Swap mints\"). A state named for showing something (`showDroneMarkers.toggle()`) gets both words (`showDroneMarkers ? \"Hide drone markers\" : \"Show drone markers\"`), which say its state, so a filled glyph adds no \"selected\". A route value of a type that is not the app's list of routes (`Station.track(track)`) opens that type (\"Track station\"). A Menu borrows no title or label the team gave the same glyph on another kind of control (\"Map View\" on the button that opens the map names that action, not the Menu's choice of map style). A call that picks a case the glyph's words do not say (`tool.selectTool(.pen)` under a pencil, usually \"Edit\") is named by the case, which a person words: no guess. A `Link` whose literal address ends in words none of the glyph's meanings has (`…/report-abuse` under `hand.raised`) is named by the page (\"Report abuse\"). An action that fetches and does its work in the completion (`fetchVideo(id:) { result in current = result; route = .player }`) is named by that work, not by the fetch, and a closure the caller hands in under a name of its place (`first_action`, `rightTapped`, `primaryAction`) says which one runs, not what it does: no guess from either. When nothing sensible can be inferred (an image chosen at run time, no action name), the finding is reported without a fix. Two more are reported without a fix: an item of a `Menu`, `.contextMenu` or `.swipeActions` (SwiftUI builds the entry or action from the label's Text and Image and ignores modifiers, so the fix is a `Label(\"Delete\", systemImage: \"trash\")` title), and a button whose action is empty under an overlaid `Menu` (`Button(action: {}) { … }.overlay { Menu { … } label: {} }` is the menu's look; the name belongs to the Menu). The label is written the way the file writes its strings (the project index's localized labels, docs/project-index.md): a literal where the app writes English (not where the file's texts are mostly the app's typed keys, `Text(.app(.more))`, `Text(localizable: .close)`, `String(localizable: .help)`, nor in a file with few texts of its own in an app whose files mostly show theirs that way), or where its strings are a String Catalog, which Xcode fills with SwiftUI's literals or keys that are the English text (String Catalogs extract it); the app's own generated accessor (`L10n.closeLabel`) or table key (`\"action.done\"`) where one shared string already says the text; and no fix where the file localizes its strings and none says it, or only a string of another feature does (`L10n.CarPlay.Browse.back`): an English literal there would be read in English in every language; nor where the app's texts are in another language (Korean, Chinese, or a language of Latin letters told by letters English does not write, Turkish's `ş` in \"Liste Oluştur\", in a fifth of the app's texts, whose files follow it: the texts the file shows, else most of those the project shows), where VoiceOver would read an English label in English, and a person writes it in that language. Voice Control alternatives are added only with a literal label, and only on platforms with Voice Control (not watchOS or tvOS). Every inferred line ends with `// [VERIFY]`: a symbol's name is not always its meaning in context. A label the team configured for the symbol (config `symbolLabels`) is theirs, not a guess, and gets no marker.",
        severity: .blocks, wcag: ["1.1.1", "4.1.2"], nutritionLabels: [.voiceOver, .voiceControl], fixSafety: .verify,
        seeds: ["000", "001", "002", "003", "004"],
        triggeringExamples: [
            // A pin names one of the menu's two actions, not the menu: reported for a person to name.
            RuleExample("""
            struct FollowPackToolbar: View {
                let pinAsTab: () -> Void
                let copyAddress: () -> Void

                var body: some View {
                    ↓Menu {
                        Button("Pin feed as tab", action: pinAsTab)
                        Button("Copy list address", action: copyAddress)
                    } label: {
                        Image(systemName: "pin.circle")
                    }
                }
            }
            """),
            // A checkmark in a button that does nothing marks a state: reported, never named "Done".
            RuleExample("""
            struct RequiredContactRow: View {
                let pubkey: String

                var body: some View {
                    HStack(spacing: 10) {
                        ↓Button { } label: {
                            Image(systemName: "checkmark.circle.fill")
                        }
                        Text(pubkey.prefix(11))
                        Spacer()
                        Text("required")
                            .italic()
                    }
                    .disabled(true)
                }
            }
            """),
            // A chevron that opens a popover of options points at it; "Expand" would name no screen.
            RuleExample("""
            struct WindowPicker: View {
                @State private var isPopoverShowing2 = false
                @AppStorage("showUntitled") private var showUntitled = false

                var body: some View {
                    ↓Button(action: { isPopoverShowing2 = true }) {
                        Image(systemName: "chevron.down")
                            .font(.system(size: 11, weight: .bold))
                    }
                    .buttonStyle(.plain)
                    .popover(isPresented: $isPopoverShowing2, arrowEdge: .bottom) {
                        Toggle("Show windows with no title", isOn: $showUntitled)
                            .toggleStyle(.checkbox)
                            .padding()
                    }
                }
            }
            """),
            // One asset or another by the follow state: a label from either names one state only,
            // and the caption under it is the team's word; a person names it.
            RuleExample("""
            struct FollowButton: View {
                @State var followState: FollowState
                let target: Profile

                var body: some View {
                    VStack(spacing: 10) {
                        ↓Button {
                            followState = performFollow(followState, target: target)
                        } label: {
                            switch followState {
                            case .unfollows:
                                Image("user-add-down")
                            default:
                                Image("user-added").foregroundStyle(.green)
                            }
                        }
                        Text(followCaption(followState)).font(.caption)
                    }
                }
            }
            """),
            // A file whose texts are the app's typed keys (`Text(.app(.more))`): an English literal
            // would be the one string left untranslated; reported with the word for the strings.
            RuleExample("""
            struct DocumentHeader: View {
                let edit: () -> Void

                var body: some View {
                    HStack {
                        Text(.app(.documentTitle)).font(.headline)
                        Spacer()
                        ↓Button(action: edit) {
                            Image(systemName: "pencil")
                        }
                        Menu {
                            Button(.app(.share), action: {})
                        } label: {
                            Text(.app(.more))
                        }
                    }
                }
            }
            """),
            // A folder while the title is in the library, a folder to add to otherwise: the glyph shows
            // where the title is, not what a tap does once it is there; reported without a guess.
            RuleExample("""
            struct ProfileHeader: View {
                @ObservedObject var model: ProfileModel

                var body: some View {
                    HStack {
                        Text(model.title).font(.headline)
                        Spacer()
                        // Library Button
                        ↓Button { model.handleLibraryAction() } label: {
                            Image(systemName: model.inLibrary ? "folder.fill" : "folder.badge.plus")
                        }
                    }
                }
            }
            """),
            // One glyph on an action that goes one way or the other: reported without a guess.
            RuleExample("""
            struct RecordingBar: View {
                let previewWindow: NSWindow

                var body: some View {
                    ↓Button(action: {
                        if previewWindow.isVisible { previewWindow.close() } else { previewWindow.orderFront(nil) }
                    }) {
                        Image(systemName: "eye.circle.fill")
                    }
                    .buttonStyle(.plain)
                }
            }
            """),
            RuleExample("""
            struct ConsoleToolbar: View {
                let scrollToBottom: () -> Void

                var body: some View {
                    ↓Button(action: scrollToBottom) {
                        Image(systemName: "arrow.down.to.line")
                    }
                    .help("Scroll down to the bottom")
                }
            }
            """),
            RuleExample("""
            struct TaskActions: View {
                @ObservedObject var task: RunningTask

                var body: some View {
                    ↓Button {
                        task.toggleSuspension()
                    } label: {
                        Image(systemName: task.isSuspended ? "play.fill" : "pause.fill")
                    }
                    .help(task.isSuspended ? "Resume Task" : "Suspend Task")
                }
            }
            """),
            RuleExample("""
            struct ShareToolbar: View {
                let share: () -> Void
                var body: some View {
                    ↓Button(action: share) {
                        Image(systemName: "square.and.arrow.up")
                    }
                }
            }
            """),
            RuleExample("""
            ↓Button {
                viewModel.deleteItem(item)
            } label: {
                Image(systemName: "trash")
            }
            """),
            RuleExample(#"↓Button(action: viewModel.compose, label: { Image(systemName: "square.and.pencil") })"#),
            RuleExample("""
            ↓Button(role: .destructive) {
                delete()
            } label: {
                Image(systemName: "trash.circle.fill")
                    .font(.title2)
            }
            """),
            RuleExample(#"↓NavigationLink(destination: NotificationsView()) { Image(systemName: "bell") }"#),
            RuleExample("""
            ↓NavigationLink {
                ProfileEditor(user: user)
            } label: {
                Image(systemName: "pencil")
            }
            """),
            RuleExample("""
            ↓Menu {
                Button("Rename", action: rename)
                Button("Delete", role: .destructive, action: delete)
            } label: {
                Image(systemName: "ellipsis.circle")
            }
            """),
            RuleExample(#"↓Link(destination: URL(string: "https://example.com/help")!) { Image(systemName: "questionmark.circle") }"#),
            RuleExample("""
            struct TagRow: View {
                let tag: Tag
                let onDelete: () -> Void

                var body: some View {
                    Text(tag.name)
                        .swipeActions(edge: .trailing) {
                            ↓Button(role: .destructive, action: onDelete) {
                                Image(systemName: "trash")
                            }
                        }
                }
            }
            """),
            RuleExample("""
            struct TabBarAccessories: View {
                @Binding var wrapsLines: Bool

                var body: some View {
                    ↓Button(action: {}) {
                        Image(systemName: "slider.horizontal.3")
                    }
                    .buttonStyle(.icon)
                    .overlay {
                        Menu {
                            Toggle("Wrap Lines", isOn: $wrapsLines)
                        } label: {}
                        .menuStyle(.borderlessButton)
                    }
                }
            }
            """),
            RuleExample(#"↓Toggle(isOn: $isShuffling) { Image(systemName: "shuffle") }.toggleStyle(.button)"#),
            RuleExample("""
            ↓Button(action: close) {
                Image("ic_close")
                    .resizable()
                    .frame(width: 16, height: 16)
            }
            .padding(8)
            """),
            RuleExample("""
            ↓Button(action: togglePlayback) {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
            }
            """),
            RuleExample("""
            ↓Button(action: addPhoto) {
                HStack {
                    Spacer()
                    Image(systemName: "camera")
                    Spacer()
                }
            }
            """),
            RuleExample("""
            ↓Button(action: favorite) {
                Label("", systemImage: "heart")
            }
            """),
            RuleExample("""
            struct IgnoredAppsPane: View {
                @State private var apps: [String] = []

                var body: some View {
                    ControlGroup {
                        ↓Button("", systemImage: "plus") { addApp() }
                        ↓Button("", systemImage: "minus") { apps.removeAll() }
                    }
                }

                private func addApp() {}
            }
            """),
            RuleExample("""
            #if os(iOS)
            ↓Button(action: dismiss) { Image(systemName: "xmark") }
            #endif
            """),
            RuleExample("""
            ↓Button(action: refresh) {
                if isLoading {
                    Image(systemName: "hourglass")
                } else {
                    Image(systemName: "arrow.clockwise")
                }
            }
            """),
            RuleExample("""
            struct CallControls: View {
                let isMuted: Bool
                let onToggleMute: () -> Void

                var body: some View {
                    ↓Button(action: onToggleMute) {
                        Image(systemName: isMuted ? "speaker.slash.fill" : "speaker.wave.3")
                    }
                }
            }
            """),
            // Glyphs told apart only by the colour their action passes: one guessed name would name none.
            RuleExample("""
            struct HighlightColorBar: View {
                let document: Document

                var body: some View {
                    HStack {
                        ↓Button {
                            document.highlight(color: .yellow)
                        } label: {
                            Image(systemName: "highlighter")
                                .foregroundStyle(.yellow)
                        }
                        ↓Button {
                            document.highlight(color: .green)
                        } label: {
                            Image(systemName: "highlighter")
                                .foregroundStyle(.green)
                        }
                    }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // SwiftUI reads an asset's name as its label: "Twitter" already says what a label would.
            RuleExample("""
            struct SupportView: View {
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    HStack {
                        Button { openURL(Links.twitter) } label: { Image("Twitter") }
                        Button { openURL(Links.reddit) } label: { Image("Reddit") }
                    }
                }
            }
            """),
            // A view builder nothing calls any more: no user meets its button.
            RuleExample("""
            struct CalendarHeader: View {
                let onToday: () -> Void

                var body: some View {
                    Text("November")
                }

                private func todayButton() -> some View {
                    Button(action: onToday) {
                        Image(systemName: "arrow.uturn.backward")
                    }
                }
            }
            """),
            RuleExample("""
            struct EditorToolbar: View {
                var body: some View {
                    HStack {
                        // Keeps the toolbar's height when there is nothing to show.
                        Button(action: {}) {
                            Image(systemName: "plus")
                        }
                        .hidden()
                        .accessibilityHidden(true)
                    }
                }
            }
            """),
            RuleExample(#"Button("Save") { save() }"#),
            RuleExample("""
            struct SettingsBar: View {
                var body: some View {
                    iconButton("gear", action: openSettings)
                        .accessibilityLabel("Settings")
                }

                func iconButton(_ symbol: String, action: @escaping () -> Void) -> some View {
                    Button(action: action) { Image(systemName: symbol) }
                }
            }
            """),
            RuleExample(#"Button(action: share) { Label("Share", systemImage: "square.and.arrow.up") }.labelStyle(.iconOnly)"#),
            RuleExample(#"Toggle("Wi-Fi", isOn: $wifi)"#),
            RuleExample("""
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            .padding()
            .accessibilityLabel("Share")
            """),
            RuleExample("""
            Button(action: openFilters) { Image(systemName: "line.3.horizontal.decrease.circle") }
                .padding(12)
            #if os(iOS)
                .accessibilityLabel("Filters")
            #endif
            """),
            RuleExample("""
            Button(action: close) {
                Image(systemName: "xmark")
            }
            .modifier { view in
                if #available(iOS 17, *) { view.accessibilityLabel("Close") } else { view }
            }
            """),
            RuleExample("""
            HStack {
                Button(action: previous) { Image(systemName: "backward.fill") }
                Button(action: next) { Image(systemName: "forward.fill") }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Track controls")
            """),
            RuleExample(#"Button(action: share) { Image(systemName: "square.and.arrow.up").accessibilityLabel("Share") }"#),
            RuleExample("""
            Button(action: compose) {
                HStack {
                    Image(systemName: "square.and.pencil")
                    Text("New Message")
                }
            }
            """),
            RuleExample(#"// Button(action: share) { Image(systemName: "square.and.arrow.up") }"#),
            RuleExample(#"let hint = "Button(action: share) { Image(systemName: \"trash\") }""#),
            RuleExample(#"NavigationLink("Settings", destination: SettingsView())"#),
            RuleExample(#"Menu("Sort") { Button("Name", action: sortByName) }"#),
            RuleExample(#"ShareLink(item: url)"#),
            RuleExample(#"Button(action: play) { PlayIcon() }"#),
        ],
        corrections: [
            // Putting the presented sheet away (`showEditPresetsSheet = false`) closes it: a chevron's "Expand" would
            // misname it, so it is reported; an acronym in a state's name keeps its capitals ("Show QR").
            RuleCorrection("""
            struct EditPresetsView: View {
                @ObservedObject var viewModel: PresetsViewModel
                @State private var showQR = false

                var body: some View {
                    List {
                        if showQR { QRLoginView() } else { PasswordLoginView() }
                    }
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Button {
                                viewModel.showEditPresetsSheet = false
                            } label: {
                                Image(systemName: "chevron.down")
                            }
                        }
                        ToolbarItem(placement: .primaryAction) {
                            Button {
                                showQR.toggle()
                            } label: {
                                Image(systemName: "qrcode")
                            }
                        }
                    }
                }
            }
            """, """
            struct EditPresetsView: View {
                @ObservedObject var viewModel: PresetsViewModel
                @State private var showQR = false

                var body: some View {
                    List {
                        if showQR { QRLoginView() } else { PasswordLoginView() }
                    }
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Button {
                                viewModel.showEditPresetsSheet = false
                            } label: {
                                Image(systemName: "chevron.down")
                            }
                        }
                        ToolbarItem(placement: .primaryAction) {
                            Button {
                                showQR.toggle()
                            } label: {
                                Image(systemName: "qrcode")
                            }
                            .accessibilityLabel(showQR ? "Hide QR" : "Show QR") // [VERIFY]
                        }
                    }
                }
            }
            """),
            // A back arrow that steps through items with its forward twin (one function, `forward: false` and
            // `true`) goes to the previous item, not back; a presented `ShareAnySheet` shares ("any" says how general
            // the type is, not what the person does).
            RuleCorrection("""
            struct ScoringControls: View {
                @ObservedObject var measurements: MeasurementsViewModel
                @State private var showShareSheet = false
                let isScoringActive: Bool

                var body: some View {
                    HStack {
                        Button {
                            withAnimation {
                                if isScoringActive { measurements.cycleScoringTypes(forward: false) }
                            }
                        } label: {
                            Image(systemName: "arrowshape.backward.fill")
                        }
                        Text(measurements.currentType.name)
                        Button {
                            withAnimation {
                                if isScoringActive { measurements.cycleScoringTypes(forward: true) }
                            }
                        } label: {
                            Image(systemName: "arrowshape.forward.fill")
                        }
                        Button {
                            showShareSheet = true
                        } label: {
                            Image("share-network")
                                .resizable()
                                .frame(width: 28, height: 28)
                        }
                    }
                    .sheet(isPresented: $showShareSheet) {
                        ShareAnySheet(items: measurements.exportedFiles)
                    }
                }
            }
            """, """
            struct ScoringControls: View {
                @ObservedObject var measurements: MeasurementsViewModel
                @State private var showShareSheet = false
                let isScoringActive: Bool

                var body: some View {
                    HStack {
                        Button {
                            withAnimation {
                                if isScoringActive { measurements.cycleScoringTypes(forward: false) }
                            }
                        } label: {
                            Image(systemName: "arrowshape.backward.fill")
                        }
                        .accessibilityLabel("Previous") // [VERIFY]
                        Text(measurements.currentType.name)
                        Button {
                            withAnimation {
                                if isScoringActive { measurements.cycleScoringTypes(forward: true) }
                            }
                        } label: {
                            Image(systemName: "arrowshape.forward.fill")
                        }
                        .accessibilityLabel("Next") // [VERIFY]
                        .accessibilityInputLabels(["Next", "Forward"]) // [VERIFY]
                        Button {
                            showShareSheet = true
                        } label: {
                            Image("share-network")
                                .resizable()
                                .frame(width: 28, height: 28)
                        }
                        .accessibilityLabel("Share") // [VERIFY]
                    }
                    .sheet(isPresented: $showShareSheet) {
                        ShareAnySheet(items: measurements.exportedFiles)
                    }
                }
            }
            """),
            // Flipping a presentation's state from outside it opens it: named by the screen it shows, never by the
            // state's name (`presentEditSheet` opens a sheet that also adds, so the plus keeps "Add"); an alert whose
            // title is a sentence names nothing. A checkmark on a call that applies, inside `do`, is that call.
            RuleCorrection("""
            struct AlbumDetailToolbar: View {
                @State private var showDownloadSheet = false
                @State private var showRemoveAlert = false
                @State private var presentEditSheet = false
                @State private var errorMessage = ""
                var body: some View {
                    AlbumTracks()
                        .toolbar {
                            Button {
                                showDownloadSheet.toggle()
                            } label: {
                                Image(systemName: "icloud.and.arrow.down")
                            }
                            Button {
                                showRemoveAlert.toggle()
                            } label: {
                                Image(systemName: "checkmark.circle.fill")
                            }
                            Button {
                                presentEditSheet.toggle()
                            } label: {
                                Image(systemName: "plus")
                            }
                            Button {
                                do {
                                    try MessageStore.applyErrorMessage(errorMessage)
                                    UIApplication.shared.alert(title: "Success!", body: "Restart the app to apply changes.")
                                } catch {
                                    UIApplication.shared.alert(body: error.localizedDescription)
                                }
                            } label: {
                                Image(systemName: "checkmark")
                            }
                        }
                        .sheet(isPresented: $showDownloadSheet) {
                            DownloadQueueView()
                        }
                        .sheet(isPresented: $presentEditSheet) {
                            PlaylistEditor()
                        }
                        .alert("This album has been downloaded", isPresented: $showRemoveAlert) {
                            Button("Remove Download", role: .destructive) { removeDownload() }
                        }
                }
            }
            """, """
            struct AlbumDetailToolbar: View {
                @State private var showDownloadSheet = false
                @State private var showRemoveAlert = false
                @State private var presentEditSheet = false
                @State private var errorMessage = ""
                var body: some View {
                    AlbumTracks()
                        .toolbar {
                            Button {
                                showDownloadSheet.toggle()
                            } label: {
                                Image(systemName: "icloud.and.arrow.down")
                            }
                            .accessibilityLabel("Download queue") // [VERIFY]
                            Button {
                                showRemoveAlert.toggle()
                            } label: {
                                Image(systemName: "checkmark.circle.fill")
                            }
                            Button {
                                presentEditSheet.toggle()
                            } label: {
                                Image(systemName: "plus")
                            }
                            .accessibilityLabel("Add") // [VERIFY]
                            .accessibilityInputLabels(["Add", "Plus"]) // [VERIFY]
                            Button {
                                do {
                                    try MessageStore.applyErrorMessage(errorMessage)
                                    UIApplication.shared.alert(title: "Success!", body: "Restart the app to apply changes.")
                                } catch {
                                    UIApplication.shared.alert(body: error.localizedDescription)
                                }
                            } label: {
                                Image(systemName: "checkmark")
                            }
                            .accessibilityLabel("Apply error message") // [VERIFY]
                        }
                        .sheet(isPresented: $showDownloadSheet) {
                            DownloadQueueView()
                        }
                        .sheet(isPresented: $presentEditSheet) {
                            PlaylistEditor()
                        }
                        .alert("This album has been downloaded", isPresented: $showRemoveAlert) {
                            Button("Remove Download", role: .destructive) { removeDownload() }
                        }
                }
            }
            """),
            // A tooltip is also the hint: "View preferences" names the control "Preferences", not the same words
            // read twice; "Show in Finder" says where, and stays whole.
            RuleCorrection("""
            struct LibraryToolbar: View {
                @State private var showsPreferences = false
                var body: some View {
                    HStack {
                        Button { showsPreferences = true } label: {
                            Image(systemName: "gearshape")
                        }
                        .help("View preferences")
                        Button { revealInFinder() } label: {
                            Image(systemName: "folder")
                        }
                        .help("Show in Finder")
                    }
                    .sheet(isPresented: $showsPreferences) { PreferencesView() }
                }
            }
            """, """
            struct LibraryToolbar: View {
                @State private var showsPreferences = false
                var body: some View {
                    HStack {
                        Button { showsPreferences = true } label: {
                            Image(systemName: "gearshape")
                        }
                        .help("View preferences")
                        .accessibilityLabel("Preferences") // [VERIFY]
                        Button { revealInFinder() } label: {
                            Image(systemName: "folder")
                        }
                        .help("Show in Finder")
                        .accessibilityLabel("Show in Finder") // [VERIFY]
                    }
                    .sheet(isPresented: $showsPreferences) { PreferencesView() }
                }
            }
            """),
            // Putting the keyboard away first is housekeeping: the action cancels, and what it cancels is
            // the editor the button sits on ("Cancel", not the glyph's "Close" nor "Cancel text editor").
            RuleCorrection("""
            struct TextEditorView: View {
                @ObservedObject var viewModel: EditorViewModel
                var body: some View {
                    HStack {
                        Button {
                            closeKeyboard()
                            viewModel.cancelTextEditor()
                        } label: {
                            Image(systemName: "xmark")
                        }
                        Spacer()
                        Button("Save") { viewModel.saveText() }
                    }
                }
            }
            """, """
            struct TextEditorView: View {
                @ObservedObject var viewModel: EditorViewModel
                var body: some View {
                    HStack {
                        Button {
                            closeKeyboard()
                            viewModel.cancelTextEditor()
                        } label: {
                            Image(systemName: "xmark")
                        }
                        .accessibilityLabel("Cancel") // [VERIFY]
                        Spacer()
                        Button("Save") { viewModel.saveText() }
                    }
                }
            }
            """),
            // The flag opens an alert, which covers the button: never "Hide text alert". Reported for a person.
            RuleCorrection("""
            Button {
                vm.showTextAlert.toggle()
            } label: {
                Image(systemName: "plus")
            }
            .alert(isPresented: $vm.showTextAlert) { Alert(title: Text("New ingredient")) }
            """, """
            Button {
                vm.showTextAlert.toggle()
            } label: {
                Image(systemName: "plus")
            }
            .alert(isPresented: $vm.showTextAlert) { Alert(title: Text("New ingredient")) }
            """),
            // The two mints change places: a swap, whatever the arrows' usual "Sort".
            RuleCorrection("""
            Button(action: {
                let temp = fromMint
                fromMint = toMint
                toMint = temp
            }) {
                Image(systemName: "arrow.up.arrow.down")
            }
            """, """
            Button(action: {
                let temp = fromMint
                fromMint = toMint
                toMint = temp
            }) {
                Image(systemName: "arrow.up.arrow.down")
            }
            .accessibilityLabel("Swap mints") // [VERIFY]
            """),
            // A map layer shown or hidden: the label follows the state, and says it (no "selected" besides).
            RuleCorrection("""
            Button {
                withAnimation { showDroneMarkers.toggle() }
            } label: {
                Image(systemName: showDroneMarkers ? "airplane.circle.fill" : "airplane.circle")
            }
            """, """
            Button {
                withAnimation { showDroneMarkers.toggle() }
            } label: {
                Image(systemName: showDroneMarkers ? "airplane.circle.fill" : "airplane.circle")
            }
            .accessibilityLabel(showDroneMarkers ? "Hide drone markers" : "Show drone markers") // [VERIFY]
            """),
            // A station made from the track opens, not the track.
            RuleCorrection("""
            NavigationLink(value: Station.track(track)) {
                Image(systemName: "dot.radiowaves.left.and.right")
            }
            """, """
            NavigationLink(value: Station.track(track)) {
                Image(systemName: "dot.radiowaves.left.and.right")
            }
            .accessibilityLabel("Track station") // [VERIFY]
            """),
            // The pencil picks the pen tool: the case names it, not the pencil's usual "Edit".
            RuleCorrection("""
            Button {
                tool.selectTool(.pen)
            } label: {
                Image(systemName: "pencil")
            }
            """, """
            Button {
                tool.selectTool(.pen)
            } label: {
                Image(systemName: "pencil")
            }
            """),
            // The file shows its texts through the app's typed keys: an English literal would stay English.
            RuleCorrection("""
            struct ServerConnectionSheet: View {
                let dismissSheet: () -> Void
                var body: some View {
                    VStack {
                        Text(localizable: .cloudStorageServerTitle)
                        Button { dismissSheet() } label: { Image(systemName: "xmark") }
                    }
                    .help(String(localizable: .cloudStorageServerHelp))
                }
            }
            """, """
            struct ServerConnectionSheet: View {
                let dismissSheet: () -> Void
                var body: some View {
                    VStack {
                        Text(localizable: .cloudStorageServerTitle)
                        Button { dismissSheet() } label: { Image(systemName: "xmark") }
                    }
                    .help(String(localizable: .cloudStorageServerHelp))
                }
            }
            """),
            // A component whose image and action come from its caller: the closure's name says which runs.
            RuleCorrection("""
            struct DualImageButton: View {
                var first_action: (() -> Void)?
                var first_image: String
                var body: some View {
                    Button(action: { first_action?() }) {
                        Image(first_image)
                    }
                }
            }
            """, """
            struct DualImageButton: View {
                var first_action: (() -> Void)?
                var first_image: String
                var body: some View {
                    Button(action: { first_action?() }) {
                        Image(first_image)
                    }
                }
            }
            """),
            // The fetch prepares; the completion opens the video. "Fetch video" names no control.
            RuleCorrection("""
            Button(action: {
                fetchVideo(id: video.id, completion: { result in
                    currentVideo = result
                    withAnimation { route = "player" }
                })
            }) {
                Image("ABTableNextButton")
            }
            """, """
            Button(action: {
                fetchVideo(id: video.id, completion: { result in
                    currentVideo = result
                    withAnimation { route = "player" }
                })
            }) {
                Image("ABTableNextButton")
            }
            """),
            // The screen a link pushes is no action ("Navigation title"); it names the link when it
            // says more than the glyph ("Bookmarks"); a globe on a Link opens a website.
            // The system's file picker a state presents names what the person does there, not the state ("File importer").
            RuleCorrection("""
            struct CSVImportRow: View {
                @State private var path = ""
                @State private var showingFileImporter = false

                var body: some View {
                    HStack {
                        TextField("CSV file", text: $path)
                        Button {
                            showingFileImporter = true
                        } label: {
                            Image(systemName: "doc.circle")
                        }
                        .fileImporter(isPresented: $showingFileImporter, allowedContentTypes: [.commaSeparatedText]) { result in
                            if case let .success(url) = result { path = url.path }
                        }
                    }
                }
            }
            """, """
            struct CSVImportRow: View {
                @State private var path = ""
                @State private var showingFileImporter = false

                var body: some View {
                    HStack {
                        TextField("CSV file", text: $path)
                        Button {
                            showingFileImporter = true
                        } label: {
                            Image(systemName: "doc.circle")
                        }
                        .accessibilityLabel("Import file") // [VERIFY]
                        .fileImporter(isPresented: $showingFileImporter, allowedContentTypes: [.commaSeparatedText]) { result in
                            if case let .success(url) = result { path = url.path }
                        }
                    }
                }
            }
            """),
            // A glyph filled once a calendar is set, on a button that only opens the picker: named, never "selected".
            RuleCorrection("""
            struct CalendarButton: View {
                @ObservedObject var settings: Settings
                @State private var showingCalendarPicker = false

                var body: some View {
                    Button {
                        showingCalendarPicker = true
                    } label: {
                        Image(systemName: settings.calendarTitle != "" ? "calendar.circle.fill" : "calendar.circle")
                    }
                    .popover(isPresented: $showingCalendarPicker) {
                        CalendarPicker(settings: settings)
                    }
                }
            }
            """, """
            struct CalendarButton: View {
                @ObservedObject var settings: Settings
                @State private var showingCalendarPicker = false

                var body: some View {
                    Button {
                        showingCalendarPicker = true
                    } label: {
                        Image(systemName: settings.calendarTitle != "" ? "calendar.circle.fill" : "calendar.circle")
                    }
                    .accessibilityLabel("Calendar") // [VERIFY]
                    .popover(isPresented: $showingCalendarPicker) {
                        CalendarPicker(settings: settings)
                    }
                }
            }
            """),
            // Circular arrows on a control that makes a new random value: not "Sync", which its code never says.
            RuleCorrection("""
            struct SeedRow: View {
                @Binding var seed: String

                var body: some View {
                    HStack {
                        TextField("Seed", text: $seed)
                        Button {
                            seed = String(Int.random(in: 0...999_999))
                        } label: {
                            Image(systemName: "arrow.2.circlepath")
                        }
                    }
                }
            }
            """, """
            struct SeedRow: View {
                @Binding var seed: String

                var body: some View {
                    HStack {
                        TextField("Seed", text: $seed)
                        Button {
                            seed = String(Int.random(in: 0...999_999))
                        } label: {
                            Image(systemName: "arrow.2.circlepath")
                        }
                    }
                }
            }
            """),
            // A glyph's specific meaning ("Previous track") on a key whose code says nothing of it: reported.
            RuleCorrection("""
            struct KeyboardRow: View {
                @Binding var text: String

                var body: some View {
                    HStack {
                        ForEach(["A", "B", "C"], id: \\.self) { key in
                            Button(key) { text.append(key) }
                        }
                        Button {
                            if !text.isEmpty { text.removeLast() }
                        } label: {
                            Image(systemName: "backward.end")
                        }
                    }
                }
            }
            """, """
            struct KeyboardRow: View {
                @Binding var text: String

                var body: some View {
                    HStack {
                        ForEach(["A", "B", "C"], id: \\.self) { key in
                            Button(key) { text.append(key) }
                        }
                        Button {
                            if !text.isEmpty { text.removeLast() }
                        } label: {
                            Image(systemName: "backward.end")
                        }
                    }
                }
            }
            """),
            // A screen whose texts are Korean gets no English "Back": reported, for a person to write it in Korean.
            RuleCorrection("""
            struct BookSearchHeader: View {
                @Environment(\\.dismiss) private var dismiss
                @Binding var query: String

                var body: some View {
                    HStack {
                        Button {
                            dismiss()
                        } label: {
                            Image(systemName: "chevron.left")
                        }
                        Text("도서 검색")
                            .font(.headline)
                        TextField("제목이나 저자를 입력하세요", text: $query)
                    }
                }
            }
            """, """
            struct BookSearchHeader: View {
                @Environment(\\.dismiss) private var dismiss
                @Binding var query: String

                var body: some View {
                    HStack {
                        Button {
                            dismiss()
                        } label: {
                            Image(systemName: "chevron.left")
                        }
                        Text("도서 검색")
                            .font(.headline)
                        TextField("제목이나 저자를 입력하세요", text: $query)
                    }
                }
            }
            """),
            // An xmark that clears a filter closes nothing: reported, never named "Close".
            RuleCorrection("""
            struct CategoryFilterChip: View {
                @Binding var categoryFilter: Category?
                @Binding var selectedDate: Date?

                var body: some View {
                    Button {
                        withAnimation(.easeInOut) {
                            selectedDate = nil
                            categoryFilter = nil
                        }
                    } label: {
                        Image(systemName: "xmark")
                    }
                }
            }
            """, """
            struct CategoryFilterChip: View {
                @Binding var categoryFilter: Category?
                @Binding var selectedDate: Date?

                var body: some View {
                    Button {
                        withAnimation(.easeInOut) {
                            selectedDate = nil
                            categoryFilter = nil
                        }
                    } label: {
                        Image(systemName: "xmark")
                    }
                }
            }
            """),
            RuleCorrection("""
            struct TitleHeaderActions: View {
                let title: Title

                var body: some View {
                    HStack {
                        NavigationLink {
                            TrackerEntryForm(title: title)
                                .navigationTitle(title.name)
                        } label: {
                            Image(systemName: "pencil")
                        }
                        NavigationLink {
                            BookmarksView(title: title)
                        } label: {
                            Image(systemName: "bookmark")
                        }
                        NavigationLink {
                            TrackerManagementView(title: title)
                        } label: {
                            Image(systemName: "checklist")
                        }
                        Link(destination: title.webURL) {
                            Image(systemName: "globe")
                        }
                    }
                }
            }
            """, """
            struct TitleHeaderActions: View {
                let title: Title

                var body: some View {
                    HStack {
                        NavigationLink {
                            TrackerEntryForm(title: title)
                                .navigationTitle(title.name)
                        } label: {
                            Image(systemName: "pencil")
                        }
                        .accessibilityLabel("Edit") // [VERIFY]
                        .accessibilityInputLabels(["Edit", "Pencil"]) // [VERIFY]
                        NavigationLink {
                            BookmarksView(title: title)
                        } label: {
                            Image(systemName: "bookmark")
                        }
                        .accessibilityLabel("Bookmarks") // [VERIFY]
                        NavigationLink {
                            TrackerManagementView(title: title)
                        } label: {
                            Image(systemName: "checklist")
                        }
                        .accessibilityLabel("Tracker management") // [VERIFY]
                        Link(destination: title.webURL) {
                            Image(systemName: "globe")
                        }
                        .accessibilityLabel("Website") // [VERIFY]
                    }
                }
            }
            """),
            // A heart filled while liked: the label names the action, the selected trait its state.
            RuleCorrection("""
            struct LikeButton: View {
                @ObservedObject var post: PostViewModel

                var body: some View {
                    Button {
                        post.toggleLike()
                    } label: {
                        Image(systemName: post.isLiked ? "heart.fill" : "heart")
                            .foregroundStyle(post.isLiked ? .red : .secondary)
                    }
                }
            }
            """, """
            struct LikeButton: View {
                @ObservedObject var post: PostViewModel

                var body: some View {
                    Button {
                        post.toggleLike()
                    } label: {
                        Image(systemName: post.isLiked ? "heart.fill" : "heart")
                            .foregroundStyle(post.isLiked ? .red : .secondary)
                    }
                    .accessibilityLabel("Like") // [VERIFY]
                    .accessibilityAddTraits(post.isLiked ? .isSelected : [])
                }
            }
            """),
            // The team wrote the name as a hint: it becomes the label, not a second name beside ours.
            RuleCorrection("""
            struct StreamHeader: View {
                @Binding var isExpanded: Bool
                @State private var showsCamera = false
                let leave: () -> Void

                var body: some View {
                    HStack {
                        Button(action: leave) { Image(systemName: "xmark") }
                            .accessibilityHint("Cancel")
                        Button { isExpanded.toggle() } label: { Image(systemName: isExpanded ? "chevron.up" : "chevron.down") }
                            .accessibilityHint(isExpanded ? "Collapse" : "Expand")
                        Button(action: leave) { Image(systemName: "door.left.hand.open") }
                            .accessibilityHint("Leaves the stream and returns to the list.")
                        Button { showsCamera = true } label: { Image(systemName: "camera") }
                            .accessibilityHint(Text("Take a photo"))
                    }
                }
            }
            """, """
            struct StreamHeader: View {
                @Binding var isExpanded: Bool
                @State private var showsCamera = false
                let leave: () -> Void

                var body: some View {
                    HStack {
                        Button(action: leave) { Image(systemName: "xmark") }
                            .accessibilityLabel("Cancel")
                        Button { isExpanded.toggle() } label: { Image(systemName: isExpanded ? "chevron.up" : "chevron.down") }
                            .accessibilityLabel(isExpanded ? "Collapse" : "Expand")
                        Button(action: leave) { Image(systemName: "door.left.hand.open") }
                            .accessibilityHint("Leaves the stream and returns to the list.")
                            .accessibilityLabel("Leave") // [VERIFY]
                        Button { showsCamera = true } label: { Image(systemName: "camera") }
                            .accessibilityLabel(Text("Take a photo"))
                    }
                }
            }
            """),
            // A store action that flips a state: its label would have to follow the state, so a person names it.
            RuleCorrection("""
            struct RecordingView: View {
                let store: StoreOf<Recording>

                var body: some View {
                    Button { store.send(.toggleModelLoadingInfo) } label: {
                        Image(systemName: "exclamationmark.circle.fill")
                    }
                }
            }
            """, """
            struct RecordingView: View {
                let store: StoreOf<Recording>

                var body: some View {
                    Button { store.send(.toggleModelLoadingInfo) } label: {
                        Image(systemName: "exclamationmark.circle.fill")
                    }
                }
            }
            """),
            // Play shown while the recording is paused resumes it.
            RuleCorrection("""
            struct RecordingControls: View {
                @ObservedObject var recorder: ScreenRecorder

                var body: some View {
                    HStack {
                        Button(action: { recorder.pauseOrResume() }) {
                            Image(systemName: recorder.isPaused ? "play.circle.fill" : "pause.circle.fill")
                        }
                        .buttonStyle(.plain)
                        Text(recorder.elapsedTime)
                            .monospacedDigit()
                    }
                }
            }
            """, """
            struct RecordingControls: View {
                @ObservedObject var recorder: ScreenRecorder

                var body: some View {
                    HStack {
                        Button(action: { recorder.pauseOrResume() }) {
                            Image(systemName: recorder.isPaused ? "play.circle.fill" : "pause.circle.fill")
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel(recorder.isPaused ? "Resume" : "Pause") // [VERIFY]
                        Text(recorder.elapsedTime)
                            .monospacedDigit()
                    }
                }
            }
            """),
            // A tap that only empties the search text clears it: "Clear", not the xmark's "Close".
            RuleCorrection("""
            struct RecipeSearchBar: View {
                @Binding var searchText: String
                @FocusState private var isFocused: Bool

                var body: some View {
                    HStack {
                        Image(systemName: "magnifyingglass")
                        TextField("Search recipes", text: $searchText)
                            .focused($isFocused)
                        if !searchText.isEmpty {
                            Button {
                                searchText = ""
                            } label: {
                                Image(systemName: "xmark.circle.fill")
                            }
                        }
                    }
                }
            }
            """, """
            struct RecipeSearchBar: View {
                @Binding var searchText: String
                @FocusState private var isFocused: Bool

                var body: some View {
                    HStack {
                        Image(systemName: "magnifyingglass")
                        TextField("Search recipes", text: $searchText)
                            .focused($isFocused)
                        if !searchText.isEmpty {
                            Button {
                                searchText = ""
                            } label: {
                                Image(systemName: "xmark.circle.fill")
                            }
                            .accessibilityLabel("Clear") // [VERIFY]
                        }
                    }
                }
            }
            """),
            // The action says "duplicate", one of the glyph's meanings: its word, not the glyph's usual "Copy".
            RuleCorrection("""
            struct ChecklistRow: View {
                let index: Int
                @ObservedObject var checklist: ChecklistModel

                var body: some View {
                    HStack {
                        Text(checklist.items[index].title)
                        Spacer()
                        Button {
                            checklist.duplicateItem(at: index)
                            HapticFeedback.light()
                        } label: {
                            Image(systemName: "square.on.square")
                        }
                    }
                }
            }
            """, """
            struct ChecklistRow: View {
                let index: Int
                @ObservedObject var checklist: ChecklistModel

                var body: some View {
                    HStack {
                        Text(checklist.items[index].title)
                        Spacer()
                        Button {
                            checklist.duplicateItem(at: index)
                            HapticFeedback.light()
                        } label: {
                            Image(systemName: "square.on.square")
                        }
                        .accessibilityLabel("Duplicate item") // [VERIFY]
                    }
                }
            }
            """),
            // A link opens a page: the page its address names, not what the glyph usually means ("Raise hand").
            RuleCorrection("""
            struct CommunityFooter: View {
                var body: some View {
                    HStack {
                        Text("Community guidelines apply")
                        Link(destination: URL(string: "https://forum.example.org/help/report-abuse")!) {
                            Image(systemName: "hand.raised")
                        }
                    }
                }
            }
            """, """
            struct CommunityFooter: View {
                var body: some View {
                    HStack {
                        Text("Community guidelines apply")
                        Link(destination: URL(string: "https://forum.example.org/help/report-abuse")!) {
                            Image(systemName: "hand.raised")
                        }
                        .accessibilityLabel("Report abuse") // [VERIFY]
                    }
                }
            }
            """),
            // Arrows that move a cursor are not "Back" and "Next", an up arrow that likes a comment is
            // neither "Move up" nor "Like" for its designer ("Upvote"), and a terminal key bar's arrows
            // send keys the team names by key: the glyph's word would misname each; reported for a person.
            RuleCorrection("""
            struct CommentActions: View {
                let comment: Comment
                @ObservedObject var thread: ThreadModel

                var body: some View {
                    HStack {
                        Button {
                            thread.likeComment(comment)
                        } label: {
                            Image(systemName: "arrow.up")
                        }
                        Text("\\(comment.score)")
                    }
                }
            }

            struct CursorPad: View {
                let editor: EditorModel

                var body: some View {
                    HStack {
                        Button { editor.moveCursor(direction: .left) } label: { Image(systemName: "arrow.left") }
                        Button { editor.moveCursor(direction: .right) } label: { Image(systemName: "arrow.right") }
                    }
                }
            }

            struct TerminalKeyBar: View {
                let session: TerminalSession

                var body: some View {
                    HStack(spacing: 8) {
                        Button { session.send(bytes: [0x1b]) } label: { Text("esc") }
                            .accessibilityLabel("Escape")
                        Button { session.send(bytes: [0x1b, 0x5b, 0x41]) } label: { Image(systemName: "arrow.up") }
                        Button { session.send(bytes: [0x1b, 0x5b, 0x42]) } label: { Image(systemName: "arrow.down") }
                    }
                }
            }
            """, """
            struct CommentActions: View {
                let comment: Comment
                @ObservedObject var thread: ThreadModel

                var body: some View {
                    HStack {
                        Button {
                            thread.likeComment(comment)
                        } label: {
                            Image(systemName: "arrow.up")
                        }
                        Text("\\(comment.score)")
                    }
                }
            }

            struct CursorPad: View {
                let editor: EditorModel

                var body: some View {
                    HStack {
                        Button { editor.moveCursor(direction: .left) } label: { Image(systemName: "arrow.left") }
                        Button { editor.moveCursor(direction: .right) } label: { Image(systemName: "arrow.right") }
                    }
                }
            }

            struct TerminalKeyBar: View {
                let session: TerminalSession

                var body: some View {
                    HStack(spacing: 8) {
                        Button { session.send(bytes: [0x1b]) } label: { Text("esc") }
                            .accessibilityLabel("Escape")
                        Button { session.send(bytes: [0x1b, 0x5b, 0x41]) } label: { Image(systemName: "arrow.up") }
                        Button { session.send(bytes: [0x1b, 0x5b, 0x42]) } label: { Image(systemName: "arrow.down") }
                    }
                }
            }
            """),
            // While it shows the checkmark, the copy has happened: "Copied", not "Done".
            RuleCorrection("""
            Button(action: copyTable) {
                Image(systemName: isCopied ? "checkmark" : "doc.on.doc")
            }
            """, """
            Button(action: copyTable) {
                Image(systemName: isCopied ? "checkmark" : "doc.on.doc")
            }
            .accessibilityLabel(isCopied ? "Copied" : "Copy") // [VERIFY]
            """),
            // An action that only opens a web page says nothing of what it opens: the glyph names it.
            RuleCorrection("""
            HStack {
                Text("Open or Close Application:")
                Spacer()
                Button(action: { NSWorkspace.shared.open(wikiURL) }) {
                    Image(systemName: "questionmark.circle.fill")
                }
            }
            """, """
            HStack {
                Text("Open or Close Application:")
                Spacer()
                Button(action: { NSWorkspace.shared.open(wikiURL) }) {
                    Image(systemName: "questionmark.circle.fill")
                }
                .accessibilityLabel("Help") // [VERIFY]
            }
            """),
            // An xmark that removes an item from the list is not "Close": reported for a person.
            RuleCorrection("""
            ForEach(triggers) { trigger in
                HStack {
                    Text(trigger.name)
                    Button(action: {
                        if let index = triggers.firstIndex(of: trigger) {
                            triggers.remove(at: index)
                        }
                    }) {
                        Image(systemName: "xmark")
                    }
                }
            }
            """, """
            ForEach(triggers) { trigger in
                HStack {
                    Text(trigger.name)
                    Button(action: {
                        if let index = triggers.firstIndex(of: trigger) {
                            triggers.remove(at: index)
                        }
                    }) {
                        Image(systemName: "xmark")
                    }
                }
            }
            """),
            // An xmark that cancels a dose in progress is not "Close": the call that says it with one of
            // the glyph's words ("Cancel") names it. A delete glyph whose tap only empties the field clears it.
            RuleCorrection("""
            struct BolusProgressBar: View {
                let state: BolusState
                @Binding var note: String

                var body: some View {
                    HStack {
                        TextField("Note", text: $note)
                        Button { note = "" } label: { Image(systemName: "delete.left") }
                        Button {
                            state.showProgressView()
                            state.cancelBolus()
                        } label: {
                            Image(systemName: "xmark.app")
                        }
                    }
                }
            }
            """, """
            struct BolusProgressBar: View {
                let state: BolusState
                @Binding var note: String

                var body: some View {
                    HStack {
                        TextField("Note", text: $note)
                        Button { note = "" } label: { Image(systemName: "delete.left") }
                            .accessibilityLabel("Clear") // [VERIFY]
                        Button {
                            state.showProgressView()
                            state.cancelBolus()
                        } label: {
                            Image(systemName: "xmark.app")
                        }
                        .accessibilityLabel("Cancel bolus") // [VERIFY]
                    }
                }
            }
            """),
            // A hand-made stepper (− 1.25× +) telling its owner the new rate, a minus that moves a time
            // back, a trash that empties a field and reports it: neither "Add", "Remove" nor "Delete"
            // says what they do; a person names them.
            RuleCorrection(#"""
            struct PlaybackControls: View {
                let currentRate: Double
                var onRateChanged: ((Double) -> Void)?
                var textDidChange: ((Int) -> Void)?
                @State private var start = Date()
                @State private var amount = ""

                var body: some View {
                    HStack(spacing: 8) {
                        Button {
                            if let rate = slower() { onRateChanged?(rate) }
                        } label: {
                            Image(systemName: "minus")
                        }
                        Text("\(currentRate, specifier: "%.2f")×")
                        Button {
                            if let rate = faster() { onRateChanged?(rate) }
                        } label: {
                            Image(systemName: "plus")
                        }
                    }
                    Button { start = start.addingTimeInterval(-15 * 60) } label: { Image(systemName: "minus.circle") }
                    Button {
                        amount = ""
                        textDidChange?(0)
                    } label: {
                        Image(systemName: "trash")
                    }
                }
            }
            """#, #"""
            struct PlaybackControls: View {
                let currentRate: Double
                var onRateChanged: ((Double) -> Void)?
                var textDidChange: ((Int) -> Void)?
                @State private var start = Date()
                @State private var amount = ""

                var body: some View {
                    HStack(spacing: 8) {
                        Button {
                            if let rate = slower() { onRateChanged?(rate) }
                        } label: {
                            Image(systemName: "minus")
                        }
                        Text("\(currentRate, specifier: "%.2f")×")
                        Button {
                            if let rate = faster() { onRateChanged?(rate) }
                        } label: {
                            Image(systemName: "plus")
                        }
                    }
                    Button { start = start.addingTimeInterval(-15 * 60) } label: { Image(systemName: "minus.circle") }
                    Button {
                        amount = ""
                        textDidChange?(0)
                    } label: {
                        Image(systemName: "trash")
                    }
                }
            }
            """#),
            // A dismissal under a glyph that names something else, actions named in code's shorthand
            // or for a state: no word for them is certain; a person names them.
            RuleCorrection("""
            struct TransferToolbar: View {
                @Environment(\\.dismiss) private var dismiss
                let machine: Machine

                var body: some View {
                    HStack {
                        Button { dismiss() } label: { Image(systemName: "arrow.down.right.and.arrow.up.left") }
                        Button { machine.beingConnect() } label: { Image(systemName: "cable.connector") }
                        Button { sendCtrl() } label: { Image(systemName: "return") }
                    }
                }
            }
            """, """
            struct TransferToolbar: View {
                @Environment(\\.dismiss) private var dismiss
                let machine: Machine

                var body: some View {
                    HStack {
                        Button { dismiss() } label: { Image(systemName: "arrow.down.right.and.arrow.up.left") }
                        Button { machine.beingConnect() } label: { Image(systemName: "cable.connector") }
                        Button { sendCtrl() } label: { Image(systemName: "return") }
                    }
                }
            }
            """),
            // A tooltip on the button's image names it too; a proper noun keeps its capital.
            RuleCorrection("""
            struct MachineNameField: View {
                var onRegenerate: () -> Void
                var body: some View {
                    HStack {
                        Button(action: onRegenerate) {
                            Image(systemName: "arrow.clockwise").help("Generate new name")
                        }
                        Button { revealInFinder() } label: { Image(systemName: "folder") }
                    }
                }
            }
            """, """
            struct MachineNameField: View {
                var onRegenerate: () -> Void
                var body: some View {
                    HStack {
                        Button(action: onRegenerate) {
                            Image(systemName: "arrow.clockwise").help("Generate new name")
                        }
                        .accessibilityLabel("Generate new name") // [VERIFY]
                        Button { revealInFinder() } label: { Image(systemName: "folder") }
                            .accessibilityLabel("Reveal in Finder") // [VERIFY]
                    }
                }
            }
            """),
            // A plus that steps a dose: "Add" would say which way, not what grows; a person names it.
            RuleCorrection("""
            struct BolusStepper: View {
                @State private var bolusAmount = 0.0
                let increment = 0.05

                var body: some View {
                    HStack {
                        Text(bolusAmount, format: .number)
                        Button(action: { bolusAmount = min(10, bolusAmount + increment) }) {
                            Image(systemName: "plus.circle.fill")
                        }
                    }
                }
            }
            """, """
            struct BolusStepper: View {
                @State private var bolusAmount = 0.0
                let increment = 0.05

                var body: some View {
                    HStack {
                        Text(bolusAmount, format: .number)
                        Button(action: { bolusAmount = min(10, bolusAmount + increment) }) {
                            Image(systemName: "plus.circle.fill")
                        }
                    }
                }
            }
            """),
            RuleCorrection("""
            ControlGroup {
                Button("", systemImage: "minus") { removeSelection() }
            }
            """, """
            ControlGroup {
                Button("", systemImage: "minus") { removeSelection() }
                    .accessibilityLabel("Remove selection") // [VERIFY]
            }
            """),
            // A tooltip names the action once its articles go; the trash glyph would say "Delete".
            RuleCorrection("""
            struct TerminalActions: View {
                @ObservedObject var session: TerminalSession

                var body: some View {
                    Button {
                        session.clear()
                        session.restart()
                    } label: {
                        Image(systemName: "trash")
                    }
                    .help("Reset the terminal")
                }
            }
            """, """
            struct TerminalActions: View {
                @ObservedObject var session: TerminalSession

                var body: some View {
                    Button {
                        session.clear()
                        session.restart()
                    } label: {
                        Image(systemName: "trash")
                    }
                    .help("Reset the terminal")
                    .accessibilityLabel("Reset terminal") // [VERIFY]
                }
            }
            """),
            // A tooltip written as a sentence is a hint, not a name: the action names the button.
            RuleCorrection("""
            struct ConsoleToolbar: View {
                let scrollToBottom: () -> Void

                var body: some View {
                    Button(action: scrollToBottom) {
                        Image(systemName: "arrow.down.to.line")
                    }
                    .help("Scroll down to the bottom")
                }
            }
            """, """
            struct ConsoleToolbar: View {
                let scrollToBottom: () -> Void

                var body: some View {
                    Button(action: scrollToBottom) {
                        Image(systemName: "arrow.down.to.line")
                    }
                    .help("Scroll down to the bottom")
                    .accessibilityLabel("Scroll to bottom") // [VERIFY]
                }
            }
            """),
            // A tooltip that describes the control in a sentence, and no action to name it: the team's
            // words say more than the glyph's or the binding's name, so a person writes the label.
            RuleCorrection("""
            struct NavigatorFilters: View {
                @Binding var showsRecentOnly: Bool

                var body: some View {
                    Toggle(isOn: $showsRecentOnly) {
                        Image(systemName: "clock")
                    }
                    .help("Show only recent files")
                }
            }
            """, """
            struct NavigatorFilters: View {
                @Binding var showsRecentOnly: Bool

                var body: some View {
                    Toggle(isOn: $showsRecentOnly) {
                        Image(systemName: "clock")
                    }
                    .help("Show only recent files")
                }
            }
            """),
            // One function told apart by the case it is given: its name ("Post vote") names neither
            // button, and arrows name no action: reported without a fix.
            RuleCorrection("""
            struct PostVoteView: View {
                @ObservedObject var viewModel: PostViewModel

                var body: some View {
                    VStack {
                        Button(action: { viewModel.postVote(vote: viewModel.liked ? .neutral : .upvote) }) {
                            Image(systemName: "arrowtriangle.up.circle")
                        }
                        Button(action: { viewModel.postVote(vote: viewModel.disliked ? .neutral : .downvote) }) {
                            Image(systemName: "arrowtriangle.down.circle")
                        }
                    }
                }
            }
            """, """
            struct PostVoteView: View {
                @ObservedObject var viewModel: PostViewModel

                var body: some View {
                    VStack {
                        Button(action: { viewModel.postVote(vote: viewModel.liked ? .neutral : .upvote) }) {
                            Image(systemName: "arrowtriangle.up.circle")
                        }
                        Button(action: { viewModel.postVote(vote: viewModel.disliked ? .neutral : .downvote) }) {
                            Image(systemName: "arrowtriangle.down.circle")
                        }
                    }
                }
            }
            """),
            // A tooltip that follows the state names the button the same way.
            RuleCorrection("""
            struct TaskActions: View {
                @ObservedObject var task: RunningTask

                var body: some View {
                    Button {
                        task.toggleSuspension()
                    } label: {
                        Image(systemName: task.isSuspended ? "play.fill" : "pause.fill")
                    }
                    .help(task.isSuspended ? "Resume Task" : "Suspend Task")
                }
            }
            """, """
            struct TaskActions: View {
                @ObservedObject var task: RunningTask

                var body: some View {
                    Button {
                        task.toggleSuspension()
                    } label: {
                        Image(systemName: task.isSuspended ? "play.fill" : "pause.fill")
                    }
                    .help(task.isSuspended ? "Resume Task" : "Suspend Task")
                    .accessibilityLabel(task.isSuspended ? "Resume Task" : "Suspend Task") // [VERIFY]
                }
            }
            """),
            // The titled Button with the same action names it; a nested Menu's option ("Default") is a variant, not the name.
            RuleCorrection("""
            struct TerminalSidebar: View {
                @ObservedObject var model: TerminalsModel
                let workspace: Workspace

                var body: some View {
                    List(model.terminals) { terminal in
                        Text(terminal.title)
                    }
                    .contextMenu {
                        Button("New Terminal") {
                            model.addTerminal(rootURL: workspace.folderURL)
                        }
                        Menu("New Terminal With Profile") {
                            Button("Default") {
                                model.addTerminal(rootURL: workspace.folderURL)
                            }
                        }
                    }
                    .toolbar {
                        Button {
                            model.addTerminal(rootURL: workspace.folderURL)
                        } label: {
                            Image(systemName: "plus")
                        }
                    }
                }
            }
            """, """
            struct TerminalSidebar: View {
                @ObservedObject var model: TerminalsModel
                let workspace: Workspace

                var body: some View {
                    List(model.terminals) { terminal in
                        Text(terminal.title)
                    }
                    .contextMenu {
                        Button("New Terminal") {
                            model.addTerminal(rootURL: workspace.folderURL)
                        }
                        Menu("New Terminal With Profile") {
                            Button("Default") {
                                model.addTerminal(rootURL: workspace.folderURL)
                            }
                        }
                    }
                    .toolbar {
                        Button {
                            model.addTerminal(rootURL: workspace.folderURL)
                        } label: {
                            Image(systemName: "plus")
                        }
                        .accessibilityLabel("New Terminal") // [VERIFY]
                    }
                }
            }
            """),
            // A swipe action or menu item is named by its content, not by modifiers: reported, not rewritten.
            RuleCorrection("""
            struct TagRow: View {
                let tag: Tag
                let onDelete: () -> Void

                var body: some View {
                    Text(tag.name)
                        .swipeActions(edge: .trailing) {
                            Button(role: .destructive, action: onDelete) {
                                Image(systemName: "trash")
                            }
                        }
                }
            }
            """, """
            struct TagRow: View {
                let tag: Tag
                let onDelete: () -> Void

                var body: some View {
                    Text(tag.name)
                        .swipeActions(edge: .trailing) {
                            Button(role: .destructive, action: onDelete) {
                                Image(systemName: "trash")
                            }
                        }
                }
            }
            """),
            // A button that does nothing under an overlaid Menu is the menu's look: reported only.
            RuleCorrection("""
            struct TabBarAccessories: View {
                @Binding var wrapsLines: Bool

                var body: some View {
                    Button(action: {}) {
                        Image(systemName: "slider.horizontal.3")
                    }
                    .buttonStyle(.icon)
                    .overlay {
                        Menu {
                            Toggle("Wrap Lines", isOn: $wrapsLines)
                        } label: {}
                        .menuStyle(.borderlessButton)
                    }
                }
            }
            """, """
            struct TabBarAccessories: View {
                @Binding var wrapsLines: Bool

                var body: some View {
                    Button(action: {}) {
                        Image(systemName: "slider.horizontal.3")
                    }
                    .buttonStyle(.icon)
                    .overlay {
                        Menu {
                            Toggle("Wrap Lines", isOn: $wrapsLines)
                        } label: {}
                        .menuStyle(.borderlessButton)
                    }
                }
            }
            """),
            RuleCorrection("""
            struct ShareStoreView: View {
                let onDismiss: () -> Void

                var body: some View {
                    NavigationStack {
                        ShareOptionsList()
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) {
            #if os(watchOS)
                                    Button(action: onDismiss) {
                                        Image(systemName: "xmark")
                                    }
            #else
                                    Button("Cancel", action: onDismiss)
            #endif
                                }
                            }
                    }
                }
            }
            """, """
            struct ShareStoreView: View {
                let onDismiss: () -> Void

                var body: some View {
                    NavigationStack {
                        ShareOptionsList()
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) {
            #if os(watchOS)
                                    Button(action: onDismiss) {
                                        Image(systemName: "xmark")
                                    }
                                    .accessibilityLabel("Cancel") // [VERIFY]
            #else
                                    Button("Cancel", action: onDismiss)
            #endif
                                }
                            }
                    }
                }
            }
            """),
            RuleCorrection("""
            struct PollOptionsEditor: View {
                @Binding var options: [String]

                var body: some View {
                    ForEach(options.indices, id: \\.self) { index in
                        HStack {
                            TextField("Option \\(index + 1)", text: $options[index])
                            Button {
                                addChoice(at: index)
                            } label: {
                                Image(systemName: "plus.circle.fill")
                            }
                        }
                    }
                }

                private func addChoice(at index: Int) {
                    options.insert("", at: index + 1)
                }
            }
            """, """
            struct PollOptionsEditor: View {
                @Binding var options: [String]

                var body: some View {
                    ForEach(options.indices, id: \\.self) { index in
                        HStack {
                            TextField("Option \\(index + 1)", text: $options[index])
                            Button {
                                addChoice(at: index)
                            } label: {
                                Image(systemName: "plus.circle.fill")
                            }
                            .accessibilityLabel("Add choice") // [VERIFY]
                        }
                    }
                }

                private func addChoice(at index: Int) {
                    options.insert("", at: index + 1)
                }
            }
            """),
            RuleCorrection("""
            struct GuestPasswordField: View {
                @Binding var password: String
                @State private var isPasswordVisible = false
                @FocusState private var isFocused: Bool

                var body: some View {
                    HStack {
                        if isPasswordVisible {
                            TextField("Password", text: $password)
                        } else {
                            SecureField("Password", text: $password)
                        }
                        Button {
                            isPasswordVisible.toggle()
                            isFocused = true
                        } label: {
                            Image(systemName: isPasswordVisible ? "eye" : "eye.slash")
                        }
                    }
                }
            }
            """, """
            struct GuestPasswordField: View {
                @Binding var password: String
                @State private var isPasswordVisible = false
                @FocusState private var isFocused: Bool

                var body: some View {
                    HStack {
                        if isPasswordVisible {
                            TextField("Password", text: $password)
                        } else {
                            SecureField("Password", text: $password)
                        }
                        Button {
                            isPasswordVisible.toggle()
                            isFocused = true
                        } label: {
                            Image(systemName: isPasswordVisible ? "eye" : "eye.slash")
                        }
                        .accessibilityLabel(isPasswordVisible ? "Hide password" : "Show password") // [VERIFY]
                    }
                }
            }
            """),
            RuleCorrection("""
            struct RequestToolbar: View {
                let request: NetworkRequest
                @State private var shareItems: [Any] = []

                var body: some View {
                    Menu {
                        Button { shareItems = [request.plainText] } label: {
                            Label("Share as Text", systemImage: "square.and.arrow.up")
                        }
                        Button { shareItems = [request.curlCommand] } label: {
                            Label("Share as cURL", systemImage: "square.and.arrow.up")
                        }
                    } label: {
                        Image(systemName: "square.and.arrow.up")
                    }
                }
            }
            """, """
            struct RequestToolbar: View {
                let request: NetworkRequest
                @State private var shareItems: [Any] = []

                var body: some View {
                    Menu {
                        Button { shareItems = [request.plainText] } label: {
                            Label("Share as Text", systemImage: "square.and.arrow.up")
                        }
                        Button { shareItems = [request.curlCommand] } label: {
                            Label("Share as cURL", systemImage: "square.and.arrow.up")
                        }
                    } label: {
                        Image(systemName: "square.and.arrow.up")
                    }
                    .accessibilityLabel("Share") // [VERIFY]
                }
            }
            """),
            RuleCorrection("""
            struct GuestPasswordRow: View {
                @Binding var password: String
                @State private var isEditing = false

                var body: some View {
                    HStack {
                        Text(NSLocalizedString("Password", comment: ""))
                        Spacer()
                        Button {
                            isEditing = true
                        } label: {
                            Image(systemName: "pencil")
                        }
                    }
                }
            }
            """, """
            struct GuestPasswordRow: View {
                @Binding var password: String
                @State private var isEditing = false

                var body: some View {
                    HStack {
                        Text(NSLocalizedString("Password", comment: ""))
                        Spacer()
                        Button {
                            isEditing = true
                        } label: {
                            Image(systemName: "pencil")
                        }
                        .accessibilityLabel(NSLocalizedString("Edit", comment: "")) // [VERIFY]
                    }
                }
            }
            """),
            RuleCorrection("""
            struct CounterView: View {
                let store: StoreOf<Counter>

                var body: some View {
                    HStack {
                        Button { store.send(.decrementButtonTapped) } label: {
                            Image(systemName: "minus")
                        }
                        Text("\\(store.count)")
                        Button { store.send(.game(.submitButtonTapped(reaction: nil)), animation: .default) } label: {
                            Image(systemName: "arrow.right")
                        }
                    }
                }
            }
            """, """
            struct CounterView: View {
                let store: StoreOf<Counter>

                var body: some View {
                    HStack {
                        Button { store.send(.decrementButtonTapped) } label: {
                            Image(systemName: "minus")
                        }
                        .accessibilityLabel("Decrease") // [VERIFY]
                        Text("\\(store.count)")
                        Button { store.send(.game(.submitButtonTapped(reaction: nil)), animation: .default) } label: {
                            Image(systemName: "arrow.right")
                        }
                        .accessibilityLabel("Submit") // [VERIFY]
                    }
                }
            }
            """),
            RuleCorrection("""
            struct ComposeHeader: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var isSettingPresented = false
                @State private var variables: [Variable] = []

                var body: some View {
                    HStack {
                        Button { dismiss() } label: { Image(systemName: "xmark") }
                        Button(action: dismiss.callAsFunction) { Image(systemName: "chevron.left") }
                        Spacer()
                        Button { variables.append(Variable()) } label: { Image(systemName: "plus") }
                        Button(action: { self.isSettingPresented = true }) { Image(systemName: "wrench") }
                    }
                    .sheet(isPresented: $isSettingPresented, content: { SettingsForm() })
                }
            }
            """, """
            struct ComposeHeader: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var isSettingPresented = false
                @State private var variables: [Variable] = []

                var body: some View {
                    HStack {
                        Button { dismiss() } label: { Image(systemName: "xmark") }
                            .accessibilityLabel("Close") // [VERIFY]
                        Button(action: dismiss.callAsFunction) { Image(systemName: "chevron.left") }
                            .accessibilityLabel("Back") // [VERIFY]
                        Spacer()
                        Button { variables.append(Variable()) } label: { Image(systemName: "plus") }
                            .accessibilityLabel("Add") // [VERIFY]
                            .accessibilityInputLabels(["Add", "Plus"]) // [VERIFY]
                        Button(action: { self.isSettingPresented = true }) { Image(systemName: "wrench") }
                            .accessibilityLabel("Settings") // [VERIFY]
                    }
                    .sheet(isPresented: $isSettingPresented, content: { SettingsForm() })
                }
            }
            """),
            // A click sound before opening the popover says nothing of what it opens; the popover's own
            // title names it, not the info glyph. A seed regenerated under circular arrows is left to a person.
            RuleCorrection("""
            struct SeedSettingsSection: View {
                @State private var showingDesignPrinciples = false
                @State private var seed = ""

                var body: some View {
                    HStack {
                        Button {
                            AudioController.shared.play(.action)
                            showingDesignPrinciples = true
                        } label: { Image(systemName: "info.circle") }
                            .popover(isPresented: $showingDesignPrinciples) {
                                NavigationStack {
                                    VStack {
                                        ProgressView(value: 0.4) { Text("Simplicity") }
                                        ProgressView(value: 0.7) { Text("Balance") }
                                    }
                                    .padding()
                                    .navigationTitle("Design Principles")
                                }
                            }
                        Button {
                            AudioController.shared.play(.action)
                            seed = String(arc4random())
                            saveSeed()
                        } label: { Image(systemName: "arrow.2.circlepath") }
                    }
                }

                private func saveSeed() {}
            }
            """, """
            struct SeedSettingsSection: View {
                @State private var showingDesignPrinciples = false
                @State private var seed = ""

                var body: some View {
                    HStack {
                        Button {
                            AudioController.shared.play(.action)
                            showingDesignPrinciples = true
                        } label: { Image(systemName: "info.circle") }
                            .accessibilityLabel("Design Principles") // [VERIFY]
                            .popover(isPresented: $showingDesignPrinciples) {
                                NavigationStack {
                                    VStack {
                                        ProgressView(value: 0.4) { Text("Simplicity") }
                                        ProgressView(value: 0.7) { Text("Balance") }
                                    }
                                    .padding()
                                    .navigationTitle("Design Principles")
                                }
                            }
                        Button {
                            AudioController.shared.play(.action)
                            seed = String(arc4random())
                            saveSeed()
                        } label: { Image(systemName: "arrow.2.circlepath") }
                    }
                }

                private func saveSeed() {}
            }
            """),
            // A link carries out no glyph's action: the link glyph's "Copy link" opens it, and a checkmark
            // pushing the task's details is named by that screen, never "Done". A speaker and its
            // struck-through variant show whether sound is on, not what a tap does: left to a person.
            RuleCorrection("""
            struct FocusTaskFooter: View {
                let task: Todo
                @Binding var playsSound: Bool

                var body: some View {
                    HStack {
                        if let url = URL(string: task.link) {
                            Link(destination: url, label: { Image(systemName: "link") })
                        }
                        NavigationLink {
                            TaskDetailsView(task: task)
                        } label: {
                            Image(systemName: "checkmark.square")
                        }
                        Button(action: { playsSound.toggle() }) {
                            Image(systemName: playsSound ? "speaker.wave.2.fill" : "speaker.slash.fill")
                        }
                    }
                }
            }
            """, """
            struct FocusTaskFooter: View {
                let task: Todo
                @Binding var playsSound: Bool

                var body: some View {
                    HStack {
                        if let url = URL(string: task.link) {
                            Link(destination: url, label: { Image(systemName: "link") })
                                .accessibilityLabel("Open link") // [VERIFY]
                        }
                        NavigationLink {
                            TaskDetailsView(task: task)
                        } label: {
                            Image(systemName: "checkmark.square")
                        }
                        .accessibilityLabel("Task details") // [VERIFY]
                        Button(action: { playsSound.toggle() }) {
                            Image(systemName: playsSound ? "speaker.wave.2.fill" : "speaker.slash.fill")
                        }
                    }
                }
            }
            """),
            // The plus makes a status of the app's own and adds it to the project: "Add status".
            RuleCorrection("""
            struct ProjectStatusesToolbar: ToolbarContent {
                let project: Project
                let modelContext: ModelContext

                var body: some ToolbarContent {
                    ToolbarItemGroup {
                        Button(action: {
                            let status = Status(name: "Unnamed", order: project.statuses.count + 1)
                            project.statuses.append(status)
                            modelContext.insert(status)
                        }, label: {
                            Image(systemName: "plus")
                        })
                    }
                }
            }
            """, """
            struct ProjectStatusesToolbar: ToolbarContent {
                let project: Project
                let modelContext: ModelContext

                var body: some ToolbarContent {
                    ToolbarItemGroup {
                        Button(action: {
                            let status = Status(name: "Unnamed", order: project.statuses.count + 1)
                            project.statuses.append(status)
                            modelContext.insert(status)
                        }, label: {
                            Image(systemName: "plus")
                        })
                        .accessibilityLabel("Add status") // [VERIFY]
                        .accessibilityInputLabels(["Add status", "Add", "Plus"]) // [VERIFY]
                    }
                }
            }
            """),
            // The search toggle closes the search or opens it ("active" is the state, not a thing); the
            // checkmark shown while not selecting enters selection; the number glyph asks for an ID in an
            // alert, whose title names it (emptying the field first only prepares it).
            RuleCorrection("""
            struct LibraryToolbar: View {
                @State private var isSearchActive = false
                @State private var isSelecting = false
                @State private var manualIDText = ""
                @State private var showingManualIDAlert = false
                let deleteSelected: () -> Void

                var body: some View {
                    HStack {
                        Button(action: { withAnimation { isSearchActive.toggle() } }) {
                            Image(systemName: isSearchActive ? "xmark.circle.fill" : "magnifyingglass")
                        }
                        Button(action: { if isSelecting { deleteSelected() } else { isSelecting = true } }) {
                            Image(systemName: isSelecting ? "trash" : "checkmark.circle")
                        }
                        Button {
                            manualIDText = ""
                            showingManualIDAlert = true
                        } label: {
                            Image(systemName: "number")
                        }
                    }
                    .alert("Set Custom AniList ID", isPresented: $showingManualIDAlert) {
                        TextField("ID", text: $manualIDText)
                    }
                }
            }
            """, """
            struct LibraryToolbar: View {
                @State private var isSearchActive = false
                @State private var isSelecting = false
                @State private var manualIDText = ""
                @State private var showingManualIDAlert = false
                let deleteSelected: () -> Void

                var body: some View {
                    HStack {
                        Button(action: { withAnimation { isSearchActive.toggle() } }) {
                            Image(systemName: isSearchActive ? "xmark.circle.fill" : "magnifyingglass")
                        }
                        .accessibilityLabel(isSearchActive ? "Close search" : "Search") // [VERIFY]
                        Button(action: { if isSelecting { deleteSelected() } else { isSelecting = true } }) {
                            Image(systemName: isSelecting ? "trash" : "checkmark.circle")
                        }
                        .accessibilityLabel(isSelecting ? "Delete" : "Select") // [VERIFY]
                        Button {
                            manualIDText = ""
                            showingManualIDAlert = true
                        } label: {
                            Image(systemName: "number")
                        }
                        .accessibilityLabel("Set Custom AniList ID") // [VERIFY]
                    }
                    .alert("Set Custom AniList ID", isPresented: $showingManualIDAlert) {
                        TextField("ID", text: $manualIDText)
                    }
                }
            }
            """),
            // Saving does the work; the alert after it is only the outcome, not the control's name.
            RuleCorrection("""
            struct DraftToolbar: View {
                @State private var showSavedAlert = false
                let draft: Draft

                var body: some View {
                    Button {
                        draft.save()
                        showSavedAlert = true
                    } label: { Image(systemName: "tray.and.arrow.down") }
                    .alert("Saved", isPresented: $showSavedAlert) {}
                }
            }
            """, """
            struct DraftToolbar: View {
                @State private var showSavedAlert = false
                let draft: Draft

                var body: some View {
                    Button {
                        draft.save()
                        showSavedAlert = true
                    } label: { Image(systemName: "tray.and.arrow.down") }
                    .accessibilityLabel("Save") // [VERIFY]
                    .alert("Saved", isPresented: $showSavedAlert) {}
                }
            }
            """),
            RuleCorrection("""
            struct LogToolbar: View {
                @Binding var isFilterExpanded: Bool

                var body: some View {
                    HStack {
                        Button(action: clearOutput) { Image(systemName: "trash") }
                        Button(action: stopTask) { Image(systemName: "stop.fill") }
                            .help("Stop task")
                        Button {
                            withAnimation { isFilterExpanded.toggle() }
                        } label: {
                            Image(systemName: isFilterExpanded ? "chevron.down" : "chevron.up")
                        }
                    }
                }

                func clearOutput() {}
                func stopTask() {}
            }
            """, """
            struct LogToolbar: View {
                @Binding var isFilterExpanded: Bool

                var body: some View {
                    HStack {
                        Button(action: clearOutput) { Image(systemName: "trash") }
                            .accessibilityLabel("Clear output") // [VERIFY]
                        Button(action: stopTask) { Image(systemName: "stop.fill") }
                            .help("Stop task")
                            .accessibilityLabel("Stop task") // [VERIFY]
                        Button {
                            withAnimation { isFilterExpanded.toggle() }
                        } label: {
                            Image(systemName: isFilterExpanded ? "chevron.down" : "chevron.up")
                        }
                        .accessibilityLabel(isFilterExpanded ? "Collapse filter" : "Expand filter") // [VERIFY]
                    }
                }

                func clearOutput() {}
                func stopTask() {}
            }
            """),
            RuleCorrection("""
            struct InboxView: View {
                @State private var showsHelp = false

                var body: some View {
                    List(messages) { MessageRow(message: $0) }
                        .toolbar {
                            Button(action: archiveAll) { Image(systemName: "archivebox") }
                            Menu {
                                Button(action: archiveAll) { Label("Archive All", systemImage: "archivebox") }
                            } label: {
                                Image(systemName: "ellipsis.circle")
                            }
                        }
                        .sheet(isPresented: $showsHelp) {
                            HelpView().accessibilityLabel("Help")
                        }
                }
            }
            """, """
            struct InboxView: View {
                @State private var showsHelp = false

                var body: some View {
                    List(messages) { MessageRow(message: $0) }
                        .toolbar {
                            Button(action: archiveAll) { Image(systemName: "archivebox") }
                                .accessibilityLabel("Archive All") // [VERIFY]
                            Menu {
                                Button(action: archiveAll) { Label("Archive All", systemImage: "archivebox") }
                            } label: {
                                Image(systemName: "ellipsis.circle")
                            }
                            .accessibilityLabel("More") // [VERIFY]
                        }
                        .sheet(isPresented: $showsHelp) {
                            HelpView().accessibilityLabel("Help")
                        }
                }
            }
            """),
            RuleCorrection("""
            @available(iOS 16, *)
            func deleteButton(action: @escaping () -> Void) -> some View {
                Button(action: action) { Image(systemName: "trash") }
            }
            """, """
            @available(iOS 16, *)
            func deleteButton(action: @escaping () -> Void) -> some View {
                Button(action: action) { Image(systemName: "trash") }
                    .accessibilityLabel("Delete") // [VERIFY]
                    .accessibilityInputLabels(["Delete", "Trash"]) // [VERIFY]
            }
            """),
            RuleCorrection("""
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            """, """
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibility(label: Text("Share")) // [VERIFY]
            """, options: RuleOptions(deploymentTargets: ["iOS": "13.0"])),
            RuleCorrection("""
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            """, """
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibilityLabel("Share") // [VERIFY]
            """),
            RuleCorrection("""
            Button {
                viewModel.deleteItem(item)
            } label: {
                Image(systemName: "trash")
            }
            .padding()
            """, """
            Button {
                viewModel.deleteItem(item)
            } label: {
                Image(systemName: "trash")
            }
            .accessibilityLabel("Delete") // [VERIFY]
            .accessibilityInputLabels(["Delete", "Trash"]) // [VERIFY]
            .padding()
            """),
            RuleCorrection("""
            VStack {
                Button(action: togglePlayback) { Image(systemName: isPlaying ? "pause.fill" : "play.fill") }
                Text(track.title)
            }
            """, """
            VStack {
                Button(action: togglePlayback) { Image(systemName: isPlaying ? "pause.fill" : "play.fill") }
                    .accessibilityLabel(isPlaying ? "Pause" : "Play") // [VERIFY]
                Text(track.title)
            }
            """),
            RuleCorrection("""
            HStack {
                SecureField("Password", text: $password)
                Button { showPassword.toggle() } label: {
                    Image(systemName: showPassword ? "eye.slash" : "eye")
                }
            }
            """, """
            HStack {
                SecureField("Password", text: $password)
                Button { showPassword.toggle() } label: {
                    Image(systemName: showPassword ? "eye.slash" : "eye")
                }
                .accessibilityLabel(showPassword ? "Hide password" : "Show password") // [VERIFY]
            }
            """),
            RuleCorrection("""
            ToolbarItem {
                Toggle(isOn: $settings.isMuted) { Image(systemName: settings.isMuted ? "bell.slash" : "bell") }
            }
            """, """
            ToolbarItem {
                Toggle(isOn: $settings.isMuted) { Image(systemName: settings.isMuted ? "bell.slash" : "bell") }
                    .accessibilityLabel("Mute notifications") // [VERIFY]
            }
            """),
            RuleCorrection(#"HStack { Button(action: togglePlayback) { Image(systemName: isPlaying ? "pause.fill" : "play.fill") } }"#,
                           #"HStack { Button(action: togglePlayback) { Image(systemName: isPlaying ? "pause.fill" : "play.fill") }.accessibilityLabel(isPlaying ? "Pause" : "Play") } // [VERIFY]"#),
            // An asset filed as `GoogleCalendar` names the picture, not the action (adding the event to it).
            RuleCorrection(#"Button { showsCalendarPicker = true } label: { Image("GoogleCalendar").resizable().frame(width: 24, height: 24) }"#,
                           #"Button { showsCalendarPicker = true } label: { Image("GoogleCalendar").resizable().frame(width: 24, height: 24) }"#),
            // A reader's auto-scroll drawn with play and pause glyphs: "Play" would promise audio.
            RuleCorrection(#"Button { isAutoScrolling.toggle() } label: { Image(systemName: isAutoScrolling ? "pause.circle.fill" : "play.circle.fill") }"#,
                           #"Button { isAutoScrolling.toggle() } label: { Image(systemName: isAutoScrolling ? "pause.circle.fill" : "play.circle.fill") }"#),
            RuleCorrection("""
            Button(action: viewModel.openDrafts) {
                Image(uiImage: draftsIcon)
            }
            .buttonStyle(.plain)
            """, """
            Button(action: viewModel.openDrafts) {
                Image(uiImage: draftsIcon)
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Open drafts") // [VERIFY]
            """),
            RuleCorrection("""
            Button(action: rate) {
                Image(systemName: "star.bubble")
            }
            """, """
            Button(action: rate) {
                Image(systemName: "star.bubble")
            }
            .accessibilityLabel("Rate Harbor")
            """, options: RuleOptions(symbolLabels: ["star.bubble": "Rate Harbor"])),
            RuleCorrection("""
            Button {
                withAnimation { viewModel.loadMoreComments() }
            } label: {
                Image(systemName: "chevron.down")
            }
            """, """
            Button {
                withAnimation { viewModel.loadMoreComments() }
            } label: {
                Image(systemName: "chevron.down")
            }
            .accessibilityLabel("Load more comments") // [VERIFY]
            """),
            RuleCorrection("""
            Button(action: viewModel.zoomIn) {
                Image(systemName: "plus").frame(width: 32, height: 32)
            }
            """, """
            Button(action: viewModel.zoomIn) {
                Image(systemName: "plus").frame(width: 32, height: 32)
            }
            .accessibilityLabel("Zoom in") // [VERIFY]
            """),
            // A tooltip that names the control with a preposition, or by each row's item, is its name.
            RuleCorrection("""
            HStack {
                Text(package.name)
                Spacer()
                Button { Task { await uninstallPackage(package) } } label: {
                    Image(systemName: "trash").foregroundStyle(.red)
                }
                .help("Uninstall \\(package.name)")
                Button { onRemoveExcluded(package.path) } label: {
                    Image(systemName: "minus.circle")
                }
                .help("Remove from exclusion list")
            }
            """, """
            HStack {
                Text(package.name)
                Spacer()
                Button { Task { await uninstallPackage(package) } } label: {
                    Image(systemName: "trash").foregroundStyle(.red)
                }
                .help("Uninstall \\(package.name)")
                .accessibilityLabel("Uninstall \\(package.name)") // [VERIFY]
                Button { onRemoveExcluded(package.path) } label: {
                    Image(systemName: "minus.circle")
                }
                .help("Remove from exclusion list")
                .accessibilityLabel("Remove from exclusion list") // [VERIFY]
            }
            """),
            // A tooltip in title case names the control as a Mac menu command does, at up to six words:
            // it says what is copied, which the function's name does not.
            RuleCorrection("""
            Button { copyToClipboard(firmware.url) } label: {
                Image(systemName: "doc.on.doc")
            }
            .help("Copy macOS Firmware URL to Clipboard")
            """, """
            Button { copyToClipboard(firmware.url) } label: {
                Image(systemName: "doc.on.doc")
            }
            .help("Copy macOS Firmware URL to Clipboard")
            .accessibilityLabel("Copy macOS Firmware URL to Clipboard") // [VERIFY]
            """),
            // A ShareLink shares, whatever its glyph: the ellipsis is not a "More" menu.
            RuleCorrection("""
            ShareLink(item: photoURL) {
                Image(systemName: "ellipsis")
                    .frame(width: 33, height: 33)
                    .background(.regularMaterial, in: Circle())
            }
            """, """
            ShareLink(item: photoURL) {
                Image(systemName: "ellipsis")
                    .frame(width: 33, height: 33)
                    .background(.regularMaterial, in: Circle())
            }
            .accessibilityLabel("Share") // [VERIFY]
            """),
            // A circular arrow on an action that loads data again refreshes: not "Get signal types", not "Reset".
            RuleCorrection("""
            ToolbarItem {
                Button(action: { lexicon.getSignalTypes(for: appID) }) {
                    Image(systemName: "arrow.counterclockwise.circle")
                }
            }
            """, """
            ToolbarItem {
                Button(action: { lexicon.getSignalTypes(for: appID) }) {
                    Image(systemName: "arrow.counterclockwise.circle")
                }
                .accessibilityLabel("Refresh") // [VERIFY]
            }
            """),
            RuleCorrection("""
            NavigationLink(destination: NotificationsView()) {
                Image("ic_unknown_glyph")
            }
            """, """
            NavigationLink(destination: NotificationsView()) {
                Image("ic_unknown_glyph")
            }
            .accessibilityLabel("Notifications") // [VERIFY]
            """),
            // A clear, always disabled twin of the back button that balances a header: reported, to be hidden, never named.
            RuleCorrection("""
            struct ChatroomHeader: View {
                let title: String
                let dismiss: () -> Void

                var body: some View {
                    HStack {
                        Button(action: dismiss) {
                            Image(systemName: "chevron.left")
                        }
                        .accessibilityLabel("Back")
                        Spacer()
                        Text(title)
                        Spacer()
                        Button(action: {}) {
                            Image(systemName: "chevron.left")
                                .foregroundColor(.clear)
                        }
                        .disabled(true)
                    }
                }
            }
            """, """
            struct ChatroomHeader: View {
                let title: String
                let dismiss: () -> Void

                var body: some View {
                    HStack {
                        Button(action: dismiss) {
                            Image(systemName: "chevron.left")
                        }
                        .accessibilityLabel("Back")
                        Spacer()
                        Text(title)
                        Spacer()
                        Button(action: {}) {
                            Image(systemName: "chevron.left")
                                .foregroundColor(.clear)
                        }
                        .disabled(true)
                    }
                }
            }
            """),
            // A SettingsLink (macOS 14) whose label is only a gear is an icon-only control like a Button.
            RuleCorrection("""
            struct MenuBarFooter: View {
                var body: some View {
                    HStack {
                        Text("Pareto")
                        Spacer()
                        SettingsLink {
                            Image(systemName: "gearshape")
                        }
                    }
                }
            }
            """, """
            struct MenuBarFooter: View {
                var body: some View {
                    HStack {
                        Text("Pareto")
                        Spacer()
                        SettingsLink {
                            Image(systemName: "gearshape")
                        }
                        .accessibilityLabel("Settings") // [VERIFY]
                    }
                }
            }
            """),
            // A caption written under the icon in a column of just the two is the name people see and say.
            RuleCorrection("""
            struct ChatsEmptyState: View {
                @Binding var isComposing: Bool

                var body: some View {
                    VStack(spacing: 8) {
                        Button {
                            isComposing = true
                        } label: {
                            Image(systemName: "plus.square.dashed")
                                .font(.largeTitle)
                        }
                        Text("Start new chat")
                            .font(.title3)
                    }
                }
            }
            """, """
            struct ChatsEmptyState: View {
                @Binding var isComposing: Bool

                var body: some View {
                    VStack(spacing: 8) {
                        Button {
                            isComposing = true
                        } label: {
                            Image(systemName: "plus.square.dashed")
                                .font(.largeTitle)
                        }
                        .accessibilityLabel("Start new chat") // [VERIFY]
                        Text("Start new chat")
                            .font(.title3)
                    }
                }
            }
            """),
            // A plus that presents a state naming what it adds: the glyph's verb with that object.
            RuleCorrection("""
            struct ComposerAttachments: View {
                @State private var isAttachmentPopoverPresented = false

                var body: some View {
                    Button {
                        isAttachmentPopoverPresented = true
                    } label: {
                        Image(systemName: "plus.circle")
                    }
                    .popover(isPresented: $isAttachmentPopoverPresented) {
                        AttachmentPicker()
                    }
                }
            }
            """, """
            struct ComposerAttachments: View {
                @State private var isAttachmentPopoverPresented = false

                var body: some View {
                    Button {
                        isAttachmentPopoverPresented = true
                    } label: {
                        Image(systemName: "plus.circle")
                    }
                    .accessibilityLabel("Add attachment") // [VERIFY]
                    .accessibilityInputLabels(["Add attachment", "Add", "Plus"]) // [VERIFY]
                    .popover(isPresented: $isAttachmentPopoverPresented) {
                        AttachmentPicker()
                    }
                }
            }
            """),
            // Writing the pasteboard copies, whatever the clipboard glyph is read as ("Paste").
            RuleCorrection("""
            HStack {
                Text(invite.link)
                Button {
                    UIPasteboard.general.string = invite.link
                } label: {
                    Image(systemName: "doc.on.clipboard")
                }
            }
            """, """
            HStack {
                Text(invite.link)
                Button {
                    UIPasteboard.general.string = invite.link
                } label: {
                    Image(systemName: "doc.on.clipboard")
                }
                .accessibilityLabel("Copy") // [VERIFY]
            }
            """),
            // A magnifying glass names its action, not the screen of results it pushes.
            RuleCorrection("""
            HStack {
                Text("Campus")
                NavigationLink(destination: SearchResultView()) { Image(systemName: "magnifyingglass") }
            }
            """, """
            HStack {
                Text("Campus")
                NavigationLink(destination: SearchResultView()) { Image(systemName: "magnifyingglass") }
                    .accessibilityLabel("Search") // [VERIFY]
            }
            """),
            // A state named for what the person does in the sheet (select) names nothing a plus adds: the glyph's verb.
            RuleCorrection("""
            Button { isShowingSelect = true } label: { Image(systemName: "plus") }
                .sheet(isPresented: $isShowingSelect) { LaundrySelectView() }
            """, """
            Button { isShowingSelect = true } label: { Image(systemName: "plus") }
                .accessibilityLabel("Add") // [VERIFY]
                .accessibilityInputLabels(["Add", "Plus"]) // [VERIFY]
                .sheet(isPresented: $isShowingSelect) { LaundrySelectView() }
            """),
            // The state names the action in fewer words than the sheet's type, whose other words are the screen it is on.
            RuleCorrection("""
            struct StockJournalView: View {
                @State private var showingFilterSheet = false

                var body: some View {
                    List(entries) { JournalRow(entry: $0) }
                        .navigationTitle("Stock journal")
                        .toolbar {
                            Button(action: { showingFilterSheet = true }) {
                                Image(systemName: Symbols.filter)
                            }
                        }
                        .sheet(isPresented: $showingFilterSheet) {
                            StockJournalFilterView()
                        }
                }
            }
            """, """
            struct StockJournalView: View {
                @State private var showingFilterSheet = false

                var body: some View {
                    List(entries) { JournalRow(entry: $0) }
                        .navigationTitle("Stock journal")
                        .toolbar {
                            Button(action: { showingFilterSheet = true }) {
                                Image(systemName: Symbols.filter)
                            }
                            .accessibilityLabel("Filter") // [VERIFY]
                        }
                        .sheet(isPresented: $showingFilterSheet) {
                            StockJournalFilterView()
                        }
                }
            }
            """),
            // A slider glyph that presents the chat's settings sheet: named by the screen, not "Adjust".
            RuleCorrection("""
            struct ChatHeader: View {
                @State private var toggleEditChat = false
                let chat: Chat

                var body: some View {
                    HStack {
                        Text(chat.title)
                        Spacer()
                        Button {
                            toggleEditChat = true
                        } label: {
                            Image(systemName: "slider.horizontal.3")
                        }
                    }
                    .sheet(isPresented: $toggleEditChat) {
                        ChatSettingsView(chat: chat)
                    }
                }
            }
            """, """
            struct ChatHeader: View {
                @State private var toggleEditChat = false
                let chat: Chat

                var body: some View {
                    HStack {
                        Text(chat.title)
                        Spacer()
                        Button {
                            toggleEditChat = true
                        } label: {
                            Image(systemName: "slider.horizontal.3")
                        }
                        .accessibilityLabel("Chat settings") // [VERIFY]
                    }
                    .sheet(isPresented: $toggleEditChat) {
                        ChatSettingsView(chat: chat)
                    }
                }
            }
            """),
            // The ends of a stepper drawn by hand, its value shown by a member of the View: reported, not "Add" and "Remove".
            RuleCorrection("""
            struct WeightStepper: View {
                @EnvironmentObject var model: WeightModel

                var body: some View {
                    HStack {
                        Button {
                            model.step(.decrement)
                        } label: {
                            Image(systemName: "minus.circle.fill")
                        }
                        Spacer()
                        if model.usesLargeLayout {
                            VStack { valueLabel() }
                        } else {
                            HStack { valueLabel() }
                        }
                        Spacer()
                        Button {
                            model.step(.increment)
                        } label: {
                            Image(systemName: "plus.circle.fill")
                        }
                    }
                }

                private func valueLabel() -> some View {
                    Text(model.weightDescription)
                }
            }
            """, """
            struct WeightStepper: View {
                @EnvironmentObject var model: WeightModel

                var body: some View {
                    HStack {
                        Button {
                            model.step(.decrement)
                        } label: {
                            Image(systemName: "minus.circle.fill")
                        }
                        Spacer()
                        if model.usesLargeLayout {
                            VStack { valueLabel() }
                        } else {
                            HStack { valueLabel() }
                        }
                        Spacer()
                        Button {
                            model.step(.increment)
                        } label: {
                            Image(systemName: "plus.circle.fill")
                        }
                    }
                }

                private func valueLabel() -> some View {
                    Text(model.weightDescription)
                }
            }
            """),
            // A symbol read from an observed model changes with its state (send, then stop): reported, one name fits one face.
            RuleCorrection("""
            struct SendButton: View {
                @EnvironmentObject var chatModel: ChatModel

                var body: some View {
                    Button {
                        chatModel.sendOrStop()
                    } label: {
                        Image(systemName: chatModel.actionButtonIcon)
                    }
                }
            }
            """, """
            struct SendButton: View {
                @EnvironmentObject var chatModel: ChatModel

                var body: some View {
                    Button {
                        chatModel.sendOrStop()
                    } label: {
                        Image(systemName: chatModel.actionButtonIcon)
                    }
                }
            }
            """),
        ]
    )

    /// The images a control shows as its whole label: those of its label content, or its own
    /// `systemImage:` under an empty title (`Button("", systemImage: "plus")`, which VoiceOver reads
    /// by the symbol's name).
    private func iconOnlyImages(of chain: ChainNode, element: LinkNode, in context: RuleContext) -> [ChainNode]? {
        switch context.controlLabelSource(of: element) {
        case let .content(content):
            return context.iconOnlyImages(in: content)
        case .title:
            guard context.stringLiteralValue(element.arguments.first?.value)?.trimmingCharacters(in: .whitespaces).isEmpty == true,
                  element.argument("systemImage") != nil else { return nil }
            return [chain]
        case .view, .other:
            return nil
        }
    }

    /// Whether a `Menu` is laid over the control (`.overlay { Menu { … } label: {} }`, or `.background`).
    private func holdsMenuOverlay(_ chain: ChainNode) -> Bool {
        chain.modifiers.contains { modifier in
            (modifier.name == "overlay" || modifier.name == "background")
                && modifier.descendants(ofType: ChainNode.self).contains { $0.elementLink?.name == "Menu" }
        }
    }

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var guesses: [(control: ChainNode, action: SyntaxNode?, label: InferredLabel, index: Int, problem: String, offset: Int)] = []
        for chain in context.elements(named: RuleContext.labelledControls) {
            guard let element = chain.elementLink, let images = iconOnlyImages(of: chain, element: element, in: context),
                  !context.hasAccessibilityLabel(chain), !context.isLabelledAround(chain), !context.isAccessibilityHidden(chain),
                  !context.styleDrawsText(chain), let nameToken = element.nameToken else { continue }
            let offset = context.tree.tokens[nameToken].start
            // SF Symbols carry a description of the drawing ("Share" for some, none for many); an
            // asset is read by its file name.
            let drawnBySymbols = images.allSatisfy { context.symbolNames(of: $0) != nil }
            // The app's own icon view (`ThemeImage(.copy)`): its image is chosen inside it.
            let drawnByIconViews = images.contains { !["Image", "Label", element.name].contains($0.elementLink?.name ?? "") }
            let problem = "icon-only \(element.name) has no accessibility label; VoiceOver reads " + (drawnBySymbols
                ? "the symbol's own description, where it has one, not what the control does"
                : drawnByIconViews ? "only what its icon view's image describes, if anything, not what the control does" : "the image name instead")
            // A control drawn only to hold a place (clear, transparent or hidden, or disabled for good: the
            // twin of a back button that balances a header) is no control anyone uses: a name would
            // make it one; it should be hidden.
            if RuleContext.isPlaceholder(chain) || images.allSatisfy(RuleContext.isPlaceholder) || chain.modifiers.contains(where: { $0.name == "disabled" && $0.arguments.first?.value?.text == "true" }) {
                findings.append(finding(problem + "; it is drawn only to hold a place (clear, hidden or always disabled): hide it with .accessibilityHidden(true) rather than name it", at: offset))
                continue
            }
            // A button that does nothing under an overlaid Menu is the menu's look: the name belongs
            // to the Menu, and this one should be hidden.
            if let action = context.actionClosure(of: element), action.statements.isEmpty, holdsMenuOverlay(chain) {
                findings.append(finding(problem + "; it does nothing when tapped and stands in for the Menu over it: hide it with .accessibilityHidden(true) and name the Menu", at: offset))
                continue
            }
            // `Button { } label: { Image(systemName: "checkmark.circle.fill") }`: a checkmark that does
            // nothing marks a state; a label of ours would make it an action ("Done").
            if let action = context.actionClosure(of: element), action.statements.isEmpty, images.allSatisfy(context.isSelectionMark) {
                findings.append(finding(problem + "; it does nothing and shows a checkmark, a mark of state rather than a control: hide it and give its row .isSelected (or a value), or give it an action and a label", at: offset))
                continue
            }
            // `.accessibilityHint("Cancel")`: the team wrote the control's name, in the wrong modifier.
            // As a label it is what VoiceOver says first, and no guess of ours repeats or contradicts it.
            if let hint = chain.modifier(named: "accessibilityHint"), hint.arguments.count == 1, let argument = hint.arguments.first?.value,
               isWrittenName(argument, in: context), let nameToken = hint.nameToken {
                let rename = Edit(range: context.tree.tokens[nameToken].start..<context.tree.tokens[nameToken].end, replacement: "accessibilityLabel")
                findings.append(finding(problem + "; its hint \(ElementDump.singleLine(argument.text)) is its name: made it the label",
                                        at: offset, fix: Fix(safety: .safe, edits: [rename], summary: "turned a hint that names an icon-only \(element.name) into its label")))
                continue
            }
            let inferred = context.isViewPosition(chain) ? context.inferredLabel(forControl: element, images: images) : nil
            // `Image("Twitter")`: SwiftUI reads an asset's name as its label, and a name of plain words
            // already says what a label would, where nothing else names the control: nothing a person
            // hears would change.
            if context.isViewPosition(chain), images.count == 1, let name = context.readableAssetName(of: images[0]),
               inferred.map({ StringLiteral.value(of: $0.expression)?.lowercased() == name.lowercased() }) ?? true { continue }
            guard let inferred else {
                findings.append(finding(problem + "; add .accessibilityLabel(\"…\") naming what it does", at: offset))
                continue
            }
            // SwiftUI builds a menu entry or swipe action from the item's Text and Image and ignores
            // modifiers on it: only a title inside the label names it.
            if context.isInMenuItems(chain) {
                findings.append(finding(problem + "; as a menu item or swipe action it is named by its content: use Label(\(inferred.expression), systemImage: …) as its label", at: offset))
                continue
            }
            let localization = context.localized(inferred)
            guard case let .insert(expression, inputLabels) = localization else {
                findings.append(finding(problem + "; label it \(inferred.expression) (inferred from \(inferred.source)) \(RuleContext.stringsAdvice(for: localization))", at: offset))
                continue
            }
            var modifiers = [context.accessibilityLabelModifier(expression, at: chain)]
            // A glyph filled while its item is chosen (a bookmark, a heart): one name, and the state as "selected".
            let selected = inferred.selectedWhen.flatMap { condition in
                chain.modifiers.contains { $0.name == "accessibilityAddTraits" || $0.name == "accessibility" && $0.argument("addTraits") != nil } ? nil : condition
            }
            // Input labels are what a Voice Control user may say: watchOS and tvOS have no Voice Control.
            if inputLabels.count > 1, !chain.hasModifier("accessibilityInputLabels"), context.platforms(at: chain).platforms.contains(where: \.hasVoiceControl),
               let inputLabelsModifier = context.accessibilityInputLabelsModifier(inputLabels, at: chain) {
                modifiers.append(inputLabelsModifier)
            }
            let selectedTrait = selected.map { [context.accessibilityAddTraitsModifier("\($0) ? .isSelected : []", at: chain)] } ?? []
            guard let edits = context.modifierInsertion(modifiers, into: chain, verifyMarker: inferred.isGuess),
                  let traitEdits = selectedTrait.isEmpty ? [] : context.modifierInsertion(selectedTrait, into: chain, verifyMarker: false) else {
                findings.append(finding(problem, at: offset))
                continue
            }
            guesses.append((chain, context.actionClosure(of: element), inferred, findings.count, problem, offset))
            findings.append(finding(
                problem + "; label \(expression) inferred from \(inferred.source)" + (selected.map { ", selected while \($0)" } ?? ""),
                at: offset,
                fix: Fix(safety: inferred.isGuess ? .verify : .safe, edits: edits + traitEdits, summary: "added .accessibilityLabel to an icon-only \(element.name)")))
        }
        let sharing = context.controlsSharingGuess(guesses.map { ($0.control, $0.action, $0.label) })
        for guess in guesses where sharing.contains(ObjectIdentifier(guess.control)) {
            findings[guess.index] = finding(guess.problem + "; the controls beside it that do other things would get the same label, \(guess.label.expression), inferred from \(guess.label.source): label each with what it does", at: guess.offset)
        }
        return findings
    }

    /// A hint written as a name: a literal of one to three words, or a ternary of two such literals
    /// (`isExpanded ? "Collapse" : "Expand"`), not a sentence that describes a result ("Opens the
    /// composer", "Double tap to close").
    private func isWrittenName(_ value: ExpressionNode, in context: RuleContext) -> Bool {
        let literals: [String]
        // `.accessibilityHint(Text("Take a photo"))` says it as a Text.
        if let text = value.singleChain?.elementLink, text.name == "Text", text.arguments.count == 1, text.arguments[0].label == nil,
           let literal = context.stringLiteralValue(text.arguments[0].value) {
            literals = [literal]
        } else if let literal = context.stringLiteralValue(value) {
            literals = [literal]
        } else if let ternary = context.ternary(value), let first = StringLiteral.value(of: ternary.whenTrue), let second = StringLiteral.value(of: ternary.whenFalse) {
            literals = [first, second]
        } else {
            return false
        }
        return literals.allSatisfy { text in
            let words = text.split(whereSeparator: \.isWhitespace)
            guard (1...3).contains(words.count), !text.hasSuffix("."), !text.contains("\\("), let first = words.first else { return false }
            // "Opens settings", "Closes the player": a third person's verb describes what happens.
            return !(first.count > 3 && first.hasSuffix("s") && !first.hasSuffix("ss")) && HintPhrases.gesturePhrase(inLiteralBody: text) == nil
        }
    }
}
