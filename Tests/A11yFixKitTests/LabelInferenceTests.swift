@testable import A11yFixKit
import XCTest

final class LabelInferenceTests: XCTestCase {
    // MARK: Action names

    func testActionNamesBecomeWhatTheControlDoes() {
        XCTAssertEqual(LabelInference.label(fromActionName: "deleteItem"), "Delete item")
        XCTAssertEqual(LabelInference.label(fromActionName: "didTouchUpInsideSaveLog"), "Save log", "UIKit's control event is when it runs, not what it does")
        XCTAssertEqual(LabelInference.label(fromActionName: "didSelectCreateNew"), "Create new", "a delegate's 'did select' is a tap")
        XCTAssertEqual(LabelInference.label(fromActionName: "selectPhoto"), "Select photo", "a select that is the action stays")
        XCTAssertEqual(LabelInference.label(fromActionName: "diningVM.removeVenuesFromFavorites(indexSet:)"), "Remove from favorites",
                       "a row's control removes its own venue: the list's plural is no part of its name")
        XCTAssertEqual(LabelInference.label(fromActionName: "addVenueToFavorites"), "Add venue to favorites")
        XCTAssertEqual(LabelInference.label(fromActionName: "gotoNext"), "Next", "code's one word for going somewhere")
        XCTAssertEqual(LabelInference.label(fromActionName: "copyAddressToClipboard"), "Copy address to clipboard", "a word ending in ss is no plural")
        XCTAssertEqual(LabelInference.label(fromActionName: "viewModel.toggleFavorite"), "Toggle favorite")
        XCTAssertEqual(LabelInference.label(fromActionName: "deleteFunc"), "Delete", "a closure property is named for its type, not its action")
        XCTAssertEqual(LabelInference.label(fromActionName: "sendMessageClosure"), "Send message")
        XCTAssertEqual(LabelInference.label(fromActionName: "showSettings"), "Show settings")
        XCTAssertEqual(LabelInference.label(fromActionName: "NSApp.terminate"), "Quit", "a Mac app is quit, not terminated")
        XCTAssertEqual(LabelInference.label(fromActionName: "openAboutPanel"), "About", "what opens, not the window it opens in")
        XCTAssertEqual(LabelInference.label(fromActionName: "dockWindow.orderOut"), "Hide", "a window ordered out is hidden")
        XCTAssertEqual(LabelInference.label(fromActionName: "window.miniaturize"), "Minimize")
        XCTAssertEqual(LabelInference.label(fromActionName: "addToCart()"), "Add to cart")
        XCTAssertEqual(LabelInference.label(fromActionName: "save"), "Save")
    }

    func testActionNamesLoseCallbackNoise() {
        XCTAssertEqual(LabelInference.label(fromActionName: "didTapShareButton"), "Share")
        XCTAssertNil(LabelInference.label(fromActionName: "cellDidSelected"), "a delegate's callback says when it runs, not what")
        XCTAssertEqual(LabelInference.label(fromActionName: "router.pop"), "Back", "a navigation stack's word for going back")
        XCTAssertEqual(LabelInference.label(fromActionName: "popView"), "Back")
        XCTAssertEqual(LabelInference.label(fromActionName: "deleteRow"), "Delete", "the row is where the control sits")
        XCTAssertEqual(LabelInference.label(fromActionName: "signInApple"), "Sign in with Apple")
        XCTAssertEqual(LabelInference.label(fromActionName: "openWhatsapp"), "Open WhatsApp")
        XCTAssertNil(LabelInference.label(fromActionName: "showPhotoPicker"), "a picker is how it presents, not what")
        XCTAssertNil(LabelInference.label(fromActionName: "showSubmenu"))
        XCTAssertEqual(LabelInference.label(fromActionName: "selectStartingImage"), "Select starting image", "the image is what it acts on")
        XCTAssertEqual(LabelInference.label(fromActionName: "imageButtonTapped"), nil, "a lone role word names nothing")
        XCTAssertNil(LabelInference.label(fromActionName: "pickerWillDismiss"))
        XCTAssertEqual(LabelInference.label(fromActionName: "onShareTapped"), "Share")
        XCTAssertEqual(LabelInference.label(fromActionName: "timeScopeChanged"), "Time scope", "an event's tense says when, not what")
        XCTAssertNil(LabelInference.label(fromActionName: "first_action"), "which of the caller's closures runs, not what it does")
        XCTAssertNil(LabelInference.label(fromActionName: "rightButtonTapped"), "a place among siblings names nothing")
        XCTAssertNil(LabelInference.label(fromActionName: "biometricsAuthLogin"), "code's shorthand, no person's name for the control")
        XCTAssertNil(LabelInference.label(fromActionName: "cancelPreviewIfActive"), "a condition is how the code runs, not a name")
        XCTAssertEqual(LabelInference.label(fromActionName: "handleClose"), "Close")
        XCTAssertEqual(LabelInference.label(fromActionName: "closeButtonPressed"), "Close")
        XCTAssertEqual(LabelInference.label(fromActionName: "refreshAction"), "Refresh")
        XCTAssertEqual(LabelInference.label(fromActionName: "performSearch"), "Search")
        XCTAssertEqual(LabelInference.label(fromActionName: "shareIconTapped"), "Share")
    }

    func testActionNamesLoseReceiverArgumentsAndSigils() {
        XCTAssertEqual(LabelInference.label(fromActionName: "self.dismiss"), "Dismiss")
        XCTAssertEqual(LabelInference.label(fromActionName: "self.viewModel.deleteItem(at: index)"), "Delete item")
        XCTAssertNil(LabelInference.label(fromActionName: "{ store.send(.refresh) }"), "a store's send is plumbing, not what the control does")
        XCTAssertNil(LabelInference.label(fromActionName: "store.send(.set(\\.showInfoPopup, true))"))
        XCTAssertNil(LabelInference.label(fromActionName: "presentActionSheet"), "a presentation mechanism")
        XCTAssertNil(LabelInference.label(fromActionName: "showConfirmationDialog = true"), "a presentation mechanism, even as a role word")
        XCTAssertNil(LabelInference.label(fromActionName: "forwardSwapFromAndTo"), "a call passed on")
        XCTAssertNil(LabelInference.label(fromActionName: "onDisplayModeChange"), "an event")
        XCTAssertEqual(LabelInference.label(fromActionName: "onDecrement"), "Decrease")
        XCTAssertNil(LabelInference.label(fromActionName: "verification"), "a process the code runs, not what a person does")
        XCTAssertEqual(LabelInference.label(fromActionName: "startVerification"), "Start verification", "a verb with it names an action")
        XCTAssertEqual(LabelInference.label(fromActionName: "sendMessage"), "Send message")
        XCTAssertEqual(LabelInference.label(fromActionName: "  openURL  "), "Open URL")
        XCTAssertEqual(LabelInference.label(fromActionName: "exportPDF"), "Export PDF")
    }

    func testActionNamesThatAreOnlyNoiseGiveNil() {
        XCTAssertNil(LabelInference.label(fromActionName: ""))
        XCTAssertNil(LabelInference.label(fromActionName: "_"))
        XCTAssertNil(LabelInference.label(fromActionName: "$0"))
        XCTAssertNil(LabelInference.label(fromActionName: "buttonTapped"))
        XCTAssertNil(LabelInference.label(fromActionName: "onTap"))
        XCTAssertNil(LabelInference.label(fromActionName: "action"))
        XCTAssertNil(LabelInference.label(fromActionName: "self.action()"))
        XCTAssertNil(LabelInference.label(fromActionName: "()"))
        XCTAssertNil(LabelInference.label(fromActionName: "handleContentTap"), "where the tap lands, not what it does")
        XCTAssertNil(LabelInference.label(fromActionName: "onCellTapped"))
    }

    func testActionNamesInCodesShorthandOrOpeningOnAStateGiveNil() {
        XCTAssertNil(LabelInference.label(fromActionName: "beingConnect"), "a state, not an action")
        XCTAssertNil(LabelInference.label(fromActionName: "loadingFeed"))
        XCTAssertNil(LabelInference.label(fromActionName: "sendCtrl"), "shorthand no one reads")
        XCTAssertNil(LabelInference.label(fromActionName: "openCfg"), "no vowels, no known acronym")
        XCTAssertEqual(LabelInference.label(fromActionName: "bringToFront"), "Bring to front")
        XCTAssertEqual(LabelInference.label(fromActionName: "showInfo"), "Show info")
        XCTAssertEqual(LabelInference.label(fromActionName: "syncNow"), "Sync now")
        XCTAssertEqual(LabelInference.label(fromActionName: "exportPDF"), "Export PDF")
        XCTAssertEqual(LabelInference.label(fromActionName: "openURL"), "Open URL")
        XCTAssertNil(LabelInference.label(fromActionName: "beginAdding"), "code's phrasing of \"Add\"")
        XCTAssertFalse(LabelInference.namesActionUnreadably("beginAdding"), "the glyph may still say it")
        XCTAssertEqual(LabelInference.label(fromActionName: "startRecording"), "Start recording")
    }

    /// A router's `push` says how a screen is shown, not which: the glyph names it (s16 review: "Push").
    func testANavigatorsPushNamesNothing() {
        let code = """
        struct NotificationsHeader: View {
            let state: AppState

            var body: some View {
                Button(action: { state.nav.push(route: Route.NotificationSettings(settings: state.settings)) }, label: {
                    Image(systemName: "gearshape")
                })
            }
        }
        """
        let fixed = RuleHarness.fixed([IconOnlyControlLabelRule.self], code)
        XCTAssertFalse(fixed.contains("\"Push\""), fixed)
        XCTAssertTrue(fixed.contains(#".accessibilityLabel("Settings")"#), fixed)
    }

    /// Glyphs whose usual word is not what the control does in its context: play while paused
    /// resumes; a chevron that opens a popover and an arrow on a toggle get no word from the glyph.
    func testGlyphWordsFollowTheControlsContext() {
        let paused = """
        struct RecordingBar: View {
            @ObservedObject var state: RecorderState

            var body: some View {
                Button(action: { state.togglePause() }) {
                    Image(systemName: state.isPaused ? "play.circle.fill" : "pause.circle.fill")
                }
            }
        }
        """
        XCTAssertTrue(RuleHarness.fixed([IconOnlyControlLabelRule.self], paused).contains(#".accessibilityLabel(state.isPaused ? "Resume" : "Pause")"#))
        let unpaused = paused.replacingOccurrences(of: "state.isPaused ? \"play.circle.fill\" : \"pause.circle.fill\"", with: "!state.isPaused ? \"pause.circle.fill\" : \"play.circle.fill\"")
        XCTAssertTrue(RuleHarness.fixed([IconOnlyControlLabelRule.self], unpaused).contains(#".accessibilityLabel(!state.isPaused ? "Pause" : "Resume")"#))
        let playing = paused.replacingOccurrences(of: "state.isPaused ? \"play.circle.fill\" : \"pause.circle.fill\"", with: "state.isPlaying ? \"pause.fill\" : \"play.fill\"")
        XCTAssertTrue(RuleHarness.fixed([IconOnlyControlLabelRule.self], playing).contains(#".accessibilityLabel(state.isPlaying ? "Pause" : "Play")"#))

        for code in [
            """
            struct WindowPicker: View {
                @State private var isPopoverShowing2 = false

                var body: some View {
                    Button(action: { isPopoverShowing2 = true }) {
                        Image(systemName: "chevron.down")
                    }
                    .popover(isPresented: $isPopoverShowing2) {
                        Toggle("Show windows without a title", isOn: .constant(true))
                    }
                }
            }
            """,
            """
            struct CalendarHeader: View {
                @Binding var showDateSwitcher: Bool

                var body: some View {
                    Toggle(isOn: $showDateSwitcher.animation(.easeInOut)) {
                        Image(systemName: "arrow.left.arrow.right")
                    }
                    .toggleStyle(.button)
                }
            }
            """,
        ] {
            XCTAssertEqual(RuleHarness.findings(IconOnlyControlLabelRule.self, code).count, 1)
            XCTAssertFalse(RuleHarness.fixed([IconOnlyControlLabelRule.self], code).contains("accessibilityLabel"), "no guess in\n\(code)")
        }
    }

    func testVeryLongActionNamesAreNotReadAloud() {
        let sentence = "didTapTheReallyLongButtonThatDoesSomethingImportantWithTheCurrentSelectionAndThenClosesTheSheet"
        XCTAssertNil(LabelInference.label(fromActionName: sentence))
        let eightWords = "markAllUnreadMessagesInFolderAsRead"
        XCTAssertEqual(LabelInference.label(fromActionName: eightWords), "Mark all unread messages in folder as read")
    }

    // MARK: Binding names

    func testBindingNamesNameWhatTheControlIsAbout() {
        XCTAssertEqual(LabelInference.label(fromBindingName: "$account.favorite.asBool"), "Favorite", "past the conversion the binding reads it through")
        XCTAssertNil(LabelInference.label(fromBindingName: "$txn.transCode"), "code's shorthand names nothing a person reads")
        XCTAssertEqual(LabelInference.label(fromBindingName: "$item.kind.rawValue"), "Kind")
        XCTAssertEqual(LabelInference.label(fromBindingName: "$isMuted"), "Muted")
        XCTAssertEqual(LabelInference.label(fromBindingName: "$showsPassword"), "Show password")
        XCTAssertEqual(LabelInference.label(fromBindingName: "$clickDebouncingTimeoutInDouble"), "Click debouncing timeout")
        XCTAssertEqual(LabelInference.label(fromBindingName: "$gestureThresholdDouble"), "Gesture threshold")
        XCTAssertEqual(LabelInference.label(fromBindingName: "$int"), "Int")
        XCTAssertEqual(LabelInference.object(ofState: "showPassword", verbs: ["Hide", "Show"]), "password")
        XCTAssertEqual(LabelInference.object(ofState: "viewModel.isShowingHUD", verbs: ["Hide", "Show"]), "HUD")
        XCTAssertEqual(LabelInference.object(ofState: "isPasswordVisible", verbs: ["Hide", "Show"]), "password")
        XCTAssertEqual(LabelInference.object(ofState: "detailsExpanded", verbs: ["Collapse", "Expand"]), "details")
        XCTAssertEqual(LabelInference.object(ofState: "isPasswordShown", verbs: ["Hide", "Show"]), "password")
        XCTAssertEqual(LabelInference.object(ofState: "isSecure", verbs: ["Show", "Hide"]), nil, "not a visibility state")
        XCTAssertEqual(LabelInference.object(ofState: "isVisible", verbs: ["Hide", "Show"]), nil, "nothing left to name")
        XCTAssertEqual(LabelInference.object(ofState: "isExpanded", verbs: ["Collapse", "Expand"]), nil)
        XCTAssertEqual(LabelInference.object(ofState: "isPlaying", verbs: ["Pause", "Play"]), nil)
        XCTAssertEqual(LabelInference.object(ofState: "isMuted", verbs: ["Unmute", "Mute"]), nil)
        XCTAssertEqual(LabelInference.object(ofState: "showDetails", verbs: ["Collapse", "Expand"]), nil, "another verb")
        XCTAssertEqual(LabelInference.object(ofState: "showPassword", verbs: ["Hide it", "Show"]), nil, "only one-word labels")
        XCTAssertEqual(LabelInference.label(fromBindingName: "$isShowingDetails"), "Show details")
        XCTAssertEqual(LabelInference.label(fromBindingName: "$notificationsEnabled"), "Notifications")
        XCTAssertEqual(LabelInference.label(fromBindingName: "$isFavorite"), "Favorite")
        XCTAssertEqual(LabelInference.label(fromBindingName: "$wifiOn"), "Wi-Fi")
        XCTAssertEqual(LabelInference.label(fromBindingName: "$email"), "Email")
        XCTAssertEqual(LabelInference.label(fromBindingName: "$searchText"), "Search")
        XCTAssertEqual(LabelInference.label(fromBindingName: "$viewModel.settings.isDarkModeOn"), "Dark mode")
        XCTAssertEqual(LabelInference.label(fromBindingName: "$userID"), "User ID")
    }

    func testBindingsThatAreOnlyStateGiveNil() {
        XCTAssertNil(LabelInference.label(fromBindingName: "$isOn"))
        XCTAssertNil(LabelInference.label(fromBindingName: "$isEnabled"))
        XCTAssertNil(LabelInference.label(fromBindingName: "$text"))
        XCTAssertNil(LabelInference.label(fromBindingName: "$0"))
        XCTAssertNil(LabelInference.label(fromBindingName: "_"))
        XCTAssertNil(LabelInference.label(fromBindingName: ""))
    }

    // MARK: Asset names

    func testAssetNamesLosePrefixesAndVariants() {
        XCTAssertEqual(LabelInference.label(fromAssetName: "ic_close"), "Close")
        XCTAssertEqual(LabelInference.label(fromAssetName: "ic_setting"), "Settings", "the screen a gear opens, however the asset spells it")
        XCTAssertEqual(LabelInference.label(fromAssetName: "icon-share"), "Share")
        XCTAssertEqual(LabelInference.label(fromAssetName: "btnBack"), "Back")
        XCTAssertEqual(LabelInference.label(fromAssetName: "AppLogo"), "App logo")
        XCTAssertEqual(LabelInference.label(fromAssetName: "profile_placeholder"), "Profile placeholder")
        XCTAssertEqual(LabelInference.label(fromAssetName: "img_avatar_default@2x"), "Avatar default")
        XCTAssertEqual(LabelInference.label(fromAssetName: "ic_close_24pt"), "Close")
        XCTAssertEqual(LabelInference.label(fromAssetName: "ic_close_24"), "Close")
        XCTAssertEqual(LabelInference.label(fromAssetName: "logo-dark"), "Logo")
        XCTAssertEqual(LabelInference.label(fromAssetName: "search_icon"), "Search")
        XCTAssertEqual(LabelInference.label(fromAssetName: "Icons/ic_settings@3x.png"), "Settings")
        XCTAssertEqual(LabelInference.label(fromAssetName: "ic_light"), "Light", "a name that is only a variant word keeps it")
        XCTAssertEqual(LabelInference.label(fromAssetName: "roundBack"), "Back", "the drawing's shape is not what it does")
        XCTAssertEqual(LabelInference.label(fromAssetName: "deleteCell"), "Delete", "nor where it sits")
        XCTAssertEqual(LabelInference.label(fromAssetName: "ic_wifi_outline"), "Wi-Fi")
    }

    func testAssetNamesWithNothingLeftGiveNil() {
        XCTAssertNil(LabelInference.label(fromAssetName: "icon"))
        XCTAssertNil(LabelInference.label(fromAssetName: "ic_24"))
        XCTAssertNil(LabelInference.label(fromAssetName: "btn_image"))
        XCTAssertNil(LabelInference.label(fromAssetName: "@2x"))
        XCTAssertNil(LabelInference.label(fromAssetName: ""))
    }

    // MARK: Humanizing

    func testHumanizeSplitsEveryNamingStyle() {
        XCTAssertEqual(LabelInference.humanize("deleteItem"), "Delete item")
        XCTAssertEqual(LabelInference.humanize("delete_item"), "Delete item")
        XCTAssertEqual(LabelInference.humanize("delete-item"), "Delete item")
        XCTAssertEqual(LabelInference.humanize("DELETE_ITEM"), "Delete item", "capitals of SCREAMING_SNAKE_CASE carry no meaning")
        XCTAssertEqual(LabelInference.humanize("URLSession"), "URL session")
        XCTAssertEqual(LabelInference.humanize("showHUD"), "Show HUD")
        XCTAssertEqual(LabelInference.humanize("scanQRCode"), "Scan QR code")
        XCTAssertEqual(LabelInference.humanize("openPdfFile"), "Open PDF file")
        XCTAssertEqual(LabelInference.humanize("recentURLs"), "Recent URLs")
        XCTAssertEqual(LabelInference.humanize("mp3Player"), "Mp3 player")
        XCTAssertEqual(LabelInference.humanize(""), "")
    }

    func testHumanizeKeepsTheSpellingOfKnownNames() {
        XCTAssertEqual(LabelInference.humanize("iCloudBackup"), "iCloud backup")
        XCTAssertEqual(LabelInference.humanize("useWiFi"), "Use Wi-Fi")
        XCTAssertEqual(LabelInference.humanize("wifi_settings"), "Wi-Fi settings")
        XCTAssertEqual(LabelInference.humanize("startAirPlay"), "Start AirPlay")
        XCTAssertEqual(LabelInference.humanize("iPhoneOnly"), "iPhone only")
    }

    func testHumanizeHandlesUnicode() {
        XCTAssertEqual(LabelInference.humanize("übersichtÖffnen"), "Übersicht öffnen")
        XCTAssertEqual(LabelInference.humanize("café_menu"), "Café menu")
        XCTAssertEqual(LabelInference.humanize("設定"), "設定")
        XCTAssertEqual(LabelInference.humanize("🔥hotDeals"), "Hot deals", "emoji separate words and are not read")
        XCTAssertEqual(LabelInference.label(fromActionName: "öffneEinstellungen"), "Öffne einstellungen")
    }

    // MARK: Role words

    func testRoleWordsAreWholeWordsInAnyCase() {
        XCTAssertTrue(LabelInference.containsRoleWord("Delete button"))
        XCTAssertTrue(LabelInference.containsRoleWord("Profile IMAGE"))
        XCTAssertTrue(LabelInference.containsRoleWord("icon"))
        XCTAssertTrue(LabelInference.containsRoleWord("Settings-icon"))
        XCTAssertTrue(LabelInference.containsRoleWord("Warning symbol"))
        XCTAssertFalse(LabelInference.containsRoleWord("Iconic"))
        XCTAssertFalse(LabelInference.containsRoleWord("Buttons and dials"))
        XCTAssertFalse(LabelInference.containsRoleWord("Copy link"), "link names the object, not the role")
        XCTAssertFalse(LabelInference.containsRoleWord("Take picture"))
        XCTAssertFalse(LabelInference.containsRoleWord(""))
    }

    func testRemovingRoleWordsKeepsTheRest() {
        XCTAssertEqual(LabelInference.removingRoleWords("Delete button"), "Delete")
        XCTAssertEqual(LabelInference.removingRoleWords("Profile image"), "Profile")
        XCTAssertEqual(LabelInference.removingRoleWords("Button to share"), "Share")
        XCTAssertEqual(LabelInference.removingRoleWords("Icon: Settings"), "Settings")
        XCTAssertEqual(LabelInference.removingRoleWords("image of a sunset"), "A sunset")
        XCTAssertEqual(LabelInference.removingRoleWords("Open iCloud Drive"), "Open iCloud Drive", "labels without role words are kept as written")
        XCTAssertEqual(LabelInference.removingRoleWords("Link to profile"), "Link to profile", "dangling words go only with a removed role word")
        XCTAssertNil(LabelInference.removingRoleWords("Button"))
        XCTAssertNil(LabelInference.removingRoleWords("icon image"))
        XCTAssertNil(LabelInference.removingRoleWords(""))
    }

    // MARK: Swift string literals

    func testStringLiteralsEscapeWhatWouldEndOrBreakThem() {
        XCTAssertEqual(StringLiteral.literal("Share"), #""Share""#)
        XCTAssertEqual(StringLiteral.literal(#"Say "hi""#), #""Say \"hi\"""#)
        XCTAssertEqual(StringLiteral.literal(#"C:\path"#), #""C:\\path""#)
        XCTAssertEqual(StringLiteral.literal("Line 1\nLine 2\r\tEnd"), #""Line 1\nLine 2\r\tEnd""#)
        XCTAssertEqual(StringLiteral.literal(#"\(injected)"#), #""\\(injected)""#)
        XCTAssertEqual(StringLiteral.literal("Bell\u{7}"), #""Bell\u{7}""#)
        XCTAssertEqual(StringLiteral.literal("Café 🔥"), #""Café 🔥""#)
    }

    // MARK: Invariants

    func testInferredLabelsAreNeverEmptyRoleWordsOrRawIdentifiers() {
        let names = ["deleteItem", "didTapShareButton", "$isMuted", "ic_close", "profile_image_placeholder", "img_avatar_default@2x",
                     "viewModel.toggleFavorite", "showImagePicker", "$wifiOn", "AppLogo", "SAVE_BUTTON", "on_share_tapped"]
        var inferred: [String] = []
        for name in names {
            inferred += [LabelInference.label(fromActionName: name), LabelInference.label(fromBindingName: name),
                         LabelInference.label(fromAssetName: name)].compactMap { $0 }
        }
        XCTAssertGreaterThan(inferred.count, 20)
        for label in inferred {
            XCTAssertFalse(label.isEmpty)
            XCTAssertFalse(LabelInference.containsRoleWord(label), label)
            XCTAssertFalse(label.contains("_") || label.contains(".") || label.contains("$") || label.contains("@"), label)
            XCTAssertTrue(label.first!.isUppercase, label)
        }
        XCTAssertEqual(LabelInference.label(fromAssetName: "profile_image_placeholder"), "Profile placeholder")
        XCTAssertEqual(LabelInference.label(fromActionName: "on_share_tapped"), "Share")
        XCTAssertEqual(LabelInference.label(fromActionName: "SAVE_BUTTON"), "Save")
    }

    // MARK: Role words people write

    func testARoleWordIsRemovedOnlyWhereItNamesTheElementsRole() {
        let buttonRoles: Set<String> = ["button"]
        let imageRoles: Set<String> = ["image", "icon", "graphic", "symbol", "glyph"]
        func removed(_ body: String, _ roles: Set<String>, objects: Bool = false) -> String? {
            LabelInference.removingRoleWord(fromLiteralBody: body, roles: roles, imageWordsMayBeObjects: objects)
        }
        XCTAssertEqual(removed("Delete button", buttonRoles), "Delete")
        XCTAssertEqual(removed("Like Button.", buttonRoles), "Like.", "the sentence's punctuation stays")
        XCTAssertEqual(removed("Button to share the photo", buttonRoles), "Share the photo")
        XCTAssertEqual(removed("Remove \\(item.name) button", buttonRoles), "Remove \\(item.name)")
        XCTAssertEqual(removed("Profile image", imageRoles), "Profile")
        XCTAssertEqual(removed("Image of the bay", imageRoles), "The bay")
        XCTAssertNil(removed("Image gallery", imageRoles), "between other words it names something else")
        XCTAssertNil(removed("Radio buttons group", buttonRoles), "a plural is not the role")
        XCTAssertNil(removed("Buttonhole", buttonRoles))
        XCTAssertNil(removed("Action button", buttonRoles), "a button of the device")
        XCTAssertNil(removed("Add an image", imageRoles), "after an article the word is an object")
        XCTAssertNil(removed("Change icon", imageRoles), "after a verb the word is an object")
        XCTAssertNil(removed("Resize landmark image", imageRoles, objects: true), "a control's action works on it")
        XCTAssertEqual(removed("Settings icon", imageRoles, objects: true), "Settings")
        XCTAssertNil(removed("\\(name) stars, icon set \\(iconSet)", imageRoles), "words of an interpolation are never touched")
        XCTAssertNil(removed("Button", buttonRoles), "nothing would be left")
    }

    // MARK: Hints

    func testHintsLoseTheGestureAndDescribeTheResult() {
        XCTAssertEqual(HintPhrases.gesturePhrase(inLiteralBody: "Double tap to open settings"), .activation(rewritten: "Opens settings"))
        XCTAssertEqual(HintPhrases.gesturePhrase(inLiteralBody: "Double-tap to dismiss"), .activation(rewritten: "Dismisses"))
        XCTAssertEqual(HintPhrases.gesturePhrase(inLiteralBody: "Tap here to copy the link"), .activation(rewritten: "Copies the link"))
        XCTAssertEqual(HintPhrases.gesturePhrase(inLiteralBody: "tap to see it full screen"), .activation(rewritten: "See it full screen"),
                       "a person's verb keeps the imperative")
        XCTAssertEqual(HintPhrases.gesturePhrase(inLiteralBody: "Tap to open or close the section"), .activation(rewritten: "Open or close the section"))
        XCTAssertEqual(HintPhrases.gesturePhrase(inLiteralBody: "Click to play \\(track.title)"), .activation(rewritten: "Plays \\(track.title)"))
        XCTAssertEqual(HintPhrases.gesturePhrase(inLiteralBody: "Double tap to activate"), .activationOnly)
        XCTAssertEqual(HintPhrases.gesturePhrase(inLiteralBody: "Tap for details"), .activationUnrewritten("Tap"))
        XCTAssertEqual(HintPhrases.gesturePhrase(inLiteralBody: "Double tap to reveal, or press and hold"), .activationUnrewritten("Double tap"))
        XCTAssertEqual(HintPhrases.gesturePhrase(inLiteralBody: "Swipe left to delete"), .other("Swipe"))
        XCTAssertEqual(HintPhrases.gesturePhrase(inLiteralBody: "Long press for more options"), .other("Long press"))
        XCTAssertEqual(HintPhrases.gesturePhrase(inLiteralBody: "Double tap and hold to reorder"), .other("Double tap"))
        XCTAssertNil(HintPhrases.gesturePhrase(inLiteralBody: "Opens the app's settings"))
        XCTAssertNil(HintPhrases.gesturePhrase(inLiteralBody: "Press kit and media assets"))
        XCTAssertNil(HintPhrases.gesturePhrase(inLiteralBody: "Tap water quality guide"))
    }

    func testThirdPersonOfRegularVerbs() {
        XCTAssertEqual(HintPhrases.thirdPerson("open"), "opens")
        XCTAssertEqual(HintPhrases.thirdPerson("dismiss"), "dismisses")
        XCTAssertEqual(HintPhrases.thirdPerson("copy"), "copies")
        XCTAssertEqual(HintPhrases.thirdPerson("play"), "plays")
        XCTAssertEqual(HintPhrases.thirdPerson("go"), "goes")
        XCTAssertEqual(HintPhrases.thirdPerson("switch"), "switches")
    }
}
