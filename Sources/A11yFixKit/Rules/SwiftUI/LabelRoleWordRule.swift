/// Accessibility labels that say the element's role ("Delete button", "Profile image"), which
/// VoiceOver already announces after the label ("Delete button, button"), or that are nothing but
/// a role ("Button").
public struct LabelRoleWordRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "label-role-word",
        name: "Labels without role words",
        summary: "Finds `.accessibilityLabel(\"…\")` texts that name the element's role: \"button\" on a button, a link, a menu or a tappable view, and \"image\", \"icon\", \"graphic\", \"symbol\" or \"glyph\" on an image or an icon-only control. The role word is removed at a word boundary (\"Delete button\" → \"Delete\", \"Button to share\" → \"Share\"). A label that is only a role word (\"Button\", \"Image\", and \"Menu\" on a `Menu`) gets the label inferred for the element, marked `// [VERIFY]`, or is reported when nothing can be inferred.",
        rationale: "VoiceOver speaks an element's role after its label: a button labelled \"Delete button\" is read \"Delete button, button\", and an image labelled \"Profile image\" is read \"Profile image, image\". The role word lengthens every announcement and, on a Voice Control device, is a word users must say. A label that is only a role word (\"Button\") tells the user nothing about what the element does. Apple's guidance is to leave the control type out of the label.",
        notes: "Only a role word that stands for the element is removed: the last word of the label, or the first when a connective follows it (\"Icon for settings\"). A role word between other words names something else (\"Image gallery\", \"Icon picker\", \"Radio buttons group\"), and so does a plural, a word inside another (\"Imagery\", \"Buttonhole\"), a word inside an interpolation, a role word after an article, a preposition or a conjunction (\"Attach an image\", \"Import whiteboard or image\"), an image word after a verb or on a control whose label starts with one (\"Add image\", \"Change icon\", \"Resize landmark image\" name what the action works on), \"App icon\", and a device button (\"Action button\", \"Home button\"). Image words are removed only from images (also views with the `.isImage` trait) and controls that show nothing but SF Symbols (a photo or asset a control shows is its content: \"Conversation image\" names the picture) (on a button with text, a toggle or a row, \"Website icon\" names a setting); \"button\" only from controls that are buttons, links or menus and from views with a tap gesture or the `.isButton` trait. Labels VoiceOver never reads are left alone: on a hidden element, or inside a container that is hidden, replaces its children, or combines them under a label of its own, and on items of a menu or swipe actions, which SwiftUI builds from their text. Hints are left alone: a hint describes a result, and its role words name objects (\"Opens the image\"). A label is a localization key in SwiftUI: when the project's `Localizable` table (a String Catalog or `.strings` file) has the key, editing the literal would cut it off from its translations, so the finding is reported without a fix, naming the English text to change in the table; a key the project has no table for (`accessibility.close`) is left alone. A role-word-only label gets the inferred label of `icon-only-control-label` (the team's own words, the action, the SF Symbol …) or of `image-label`, written the way the file writes strings.",
        severity: .degrades, wcag: ["4.1.2"], nutritionLabels: [.voiceOver], fixSafety: .safe, seeds: ["002", "003"],
        triggeringExamples: [
            RuleExample(#"Button(action: delete) { Image(systemName: "trash") }.accessibilityLabel(↓"Delete button")"#),
            RuleExample(#"Image("avatar").resizable().accessibilityLabel(↓"Profile image")"#),
            RuleExample("""
            struct SettingsToolbar: View {
                var body: some View {
                    Button(action: openSettings) {
                        Image(systemName: "gearshape")
                    }
                    .accessibilityLabel(↓"Settings icon")
                }
            }
            """),
            RuleExample(#"Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel(↓"Button to share the photo")"#),
            RuleExample(#"Image(decorativeAsset).accessibilityLabel(Text(↓"Company logo graphic"))"#),
            RuleExample("""
            HStack {
                Image(systemName: "xmark")
                Text("Dismiss")
            }
            .onTapGesture(perform: dismiss)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(↓"Dismiss button")
            """),
            RuleExample(#"Button(action: like) { Image(systemName: "heart") }.accessibilityLabel(↓"Like Button.")"#),
            RuleExample(#"Button(action: { remove(item) }) { Image(systemName: "minus.circle") }.accessibilityLabel(↓"Remove \(item.name) button")"#),
            RuleExample("""
            Button {
                viewModel.deleteItem(item)
            } label: {
                Image(systemName: "trash")
            }
            .accessibilityLabel(↓"Button")
            """),
            RuleExample(#"Image(systemName: "exclamationmark.triangle").accessibilityLabel(↓"Icon")"#),
            RuleExample(#"Link(destination: helpURL) { Image(systemName: "questionmark.circle") }.accessibility(label: Text(↓"Help button"))"#),
            RuleExample(#"NavigationLink(destination: ProfileView()) { Image("ic_profile") }.accessibilityLabel(↓"Profile button")"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Button(action: openGallery) { Image(systemName: "photo.on.rectangle") }.accessibilityLabel("Image gallery")"#),
            RuleExample(#"Button(action: pickIcon) { Image(systemName: "app.badge") }.accessibilityLabel("Change icon")"#),
            RuleExample(#"Button(action: addPhoto) { Image(systemName: "photo.badge.plus") }.accessibilityLabel("Add image")"#),
            RuleExample(#"Picker("Mode", selection: $mode) { Text("A").tag(0) }.accessibilityLabel("Radio buttons group")"#),
            RuleExample(#"Image("texture").accessibilityLabel("Imagery of the coast")"#),
            RuleExample(#"Button(action: configure) { Image(systemName: "button.programmable") }.accessibilityLabel("Action button")"#),
            RuleExample(#"Toggle(isOn: $showsIcons) { Text("Website icon") }.accessibilityLabel("Website icon")"#),
            RuleExample(#"Button("Settings", action: openSettings).accessibilityHint("Opens the settings image")"#),
            RuleExample(#"Image(systemName: "star").accessibilityLabel("\(rating) stars, icon set \(iconSet)")"#),
            RuleExample(#"Button(action: select) { Image(systemName: "app") }.accessibilityLabel("App icon")"#),
            RuleExample(#"Button(action: delete) { Image(systemName: "trash") }.accessibilityLabel("accessibility.delete.button")"#),
            RuleExample("""
            Button(action: delete) { Image(systemName: "trash") }
                .accessibilityLabel("Delete button")
                .accessibilityHidden(true)
            """),
            RuleExample("""
            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    Image("avatar").accessibilityLabel("Profile image")
                }
            }
            """),
            RuleExample(#"Text(title).accessibilityLabel("Weather icon")"#),
            RuleExample(#"Button(action: openButtons) { Text("Buttons") }.accessibilityLabel("Buttons")"#),
            RuleExample(#"Button(action: attach) { Image(systemName: "paperclip") }.accessibilityLabel("Attach an image")"#),
            RuleExample("""
            struct AttachmentThumbnail: View {
                let attachment: Attachment
                let open: () -> Void

                var body: some View {
                    Button(action: open) {
                        Image(uiImage: attachment.thumbnail)
                            .resizable()
                            .scaledToFill()
                    }
                    .accessibilityLabel("Conversation image")
                }
            }
            """),
            RuleExample("""
            struct AuthorHeader: View {
                let author: Author

                var body: some View {
                    HStack {
                        Image("avatar").accessibilityLabel("Avatar image")
                        Text(author.name)
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(author.name)
                }
            }
            """),
            RuleExample(#"Button(action: importSketch) { Image(systemName: "square.and.arrow.down") }.accessibilityLabel("Import whiteboard or image")"#),
            RuleExample("""
            Button(action: startResize) {
                Image(systemName: "arrow.up.left.and.arrow.down.right")
            }
            .help("Drag to resize the landmark image")
            .accessibilityLabel("Resize landmark image")
            """),
        ],
        corrections: [
            // A Menu labelled "Menu" says only what kind of control it is: named by its glyph instead.
            RuleCorrection("""
            struct PostEditorToolbar: View {
                let publish: () -> Void
                let delete: () -> Void

                var body: some View {
                    Menu {
                        Button("Publish", action: publish)
                        Button("Delete", role: .destructive, action: delete)
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                    .accessibilityLabel(Text("Menu"))
                }
            }
            """, """
            struct PostEditorToolbar: View {
                let publish: () -> Void
                let delete: () -> Void

                var body: some View {
                    Menu {
                        Button("Publish", action: publish)
                        Button("Delete", role: .destructive, action: delete)
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                    .accessibilityLabel(Text("More")) // [VERIFY]
                }
            }
            """),
            RuleCorrection(#"Button(action: delete) { Image(systemName: "trash") }.accessibilityLabel("Delete button")"#,
                           #"Button(action: delete) { Image(systemName: "trash") }.accessibilityLabel("Delete")"#),
            RuleCorrection("""
            struct AvatarView: View {
                var body: some View {
                    Image("avatar")
                        .resizable()
                        .accessibilityLabel("User avatar image")
                        .frame(width: 40, height: 40)
                }
            }
            """, """
            struct AvatarView: View {
                var body: some View {
                    Image("avatar")
                        .resizable()
                        .accessibilityLabel("User avatar")
                        .frame(width: 40, height: 40)
                }
            }
            """),
            RuleCorrection(#"Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel("Button to share the photo")"#,
                           #"Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel("Share the photo")"#),
            RuleCorrection("""
            Button(action: clearOutput) {
                Image(systemName: "trash")
            }
            .accessibilityLabel("Button")
            """, """
            Button(action: clearOutput) {
                Image(systemName: "trash")
            }
            .accessibilityLabel("Clear output") // [VERIFY]
            """),
            RuleCorrection(#"Button(action: { remove(item) }) { Image(systemName: "minus.circle") }.accessibilityLabel("Remove \(item.name) button")"#,
                           #"Button(action: { remove(item) }) { Image(systemName: "minus.circle") }.accessibilityLabel("Remove \(item.name)")"#),
        ]
    )

    static let imageWords: Set<String> = ["image", "icon", "graphic", "symbol", "glyph"]
    /// Controls VoiceOver announces as a button (links and menus too).
    static let buttonControls: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "ShareLink", "EditButton", "PasteButton"]

    /// What to change where a literal is a key of the project's strings table: editing it in code
    /// would cut it off from its translations.
    static func translatedAdvice(key: String, english: String, to cleaned: String) -> String {
        key == english
            ? "the String Catalog translates this text as its key: change the key and its translations to \(StringLiteral.literal(cleaned)) together"
            : "the key \(StringLiteral.literal(key)) is translated in the project's strings table: change its text there to \(StringLiteral.literal(cleaned))"
    }

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for chain in context.chains where chain.hasModifier("accessibilityLabel") || chain.hasModifier("accessibility") {
            // A label VoiceOver never reads: hidden, or under a container that speaks for its content.
            guard let element = chain.elementLink, !context.isAccessibilityHidden(chain), context.enclosingAccessibilityOwner(of: chain) == nil,
                  !context.isInMenuItems(chain) else { continue }
            var iconOnlyImages: [ChainNode]?
            if RuleContext.controls.contains(element.name), case let .content(content) = context.controlLabelSource(of: element) {
                iconOnlyImages = context.iconOnlyImages(in: content)
            }
            var roles: Set<String> = []
            if LabelRoleWordRule.buttonControls.contains(element.name) || chain.hasModifier("onTapGesture")
                || chain.modifiers.contains(where: { $0.name == "accessibilityAddTraits" && $0.text.contains("isButton") }) {
                roles.insert("button")
            }
            // On a control, an image word names the glyph only when the image is an SF Symbol: a
            // photo or asset it shows is content ("Conversation image" names the picture).
            let showsGlyphs = iconOnlyImages?.allSatisfy { context.symbolNames(of: $0) != nil } ?? false
            if ["Image", "AsyncImage"].contains(element.name) || showsGlyphs
                || chain.modifiers.contains(where: { $0.name == "accessibilityAddTraits" && $0.text.contains("isImage") }) {
                roles.formUnion(LabelRoleWordRule.imageWords)
            }
            guard !roles.isEmpty else { continue }
            for label in context.writtenAccessibilityTexts(.label, of: chain) {
                findings += check(label, roles: roles, chain: chain, iconOnlyImages: iconOnlyImages, onGlyphControl: showsGlyphs, in: context)
            }
        }
        return findings
    }

    private func check(_ label: RuleContext.WrittenAccessibilityText, roles: Set<String>, chain: ChainNode, iconOnlyImages: [ChainNode]?,
                       onGlyphControl: Bool, in context: RuleContext) -> [Finding] {
        let tokens = context.tree.tokens
        let offset = tokens[label.literalToken].start
        guard let said = context.said(label) else { return [] }
        let bare = said.text.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)).lowercased()

        // A Menu labelled "Menu" names only what it is, as "Button" does a button.
        let namesOnlyItsKind = bare == "menu" && chain.elementLink?.name == "Menu"
        if !label.isInterpolated, LabelInference.roleWords.contains(bare) || namesOnlyItsKind {
            let problem = "accessibility label \(StringLiteral.literal(said.text)) is only a role word, which VoiceOver already speaks"
            guard !said.isTranslated else {
                return [finding(problem + "; it is translated in the project's strings table (key \(StringLiteral.literal(label.text))): give the element a label that names it there", at: offset)]
            }
            let inferred = iconOnlyImages.flatMap { images in chain.elementLink.flatMap { context.inferredLabel(forControl: $0, images: images) } }
                ?? (["Image", "AsyncImage"].contains(chain.elementLink?.name ?? "") ? context.inferredLabel(forImage: chain) : nil)
            // `Text(verbatim:)` shows a key as it is written: only English text goes there.
            guard let inferred, case let .insert(expression, _) = context.localized(inferred), label.isKey || expression == inferred.expression,
                  let lineEnd = context.endOfLine(after: label.modifier.lastToken) else {
                return [finding(problem + "; name what the element is or does", at: offset)]
            }
            var edits = [Edit(range: tokens[label.literalToken].start..<tokens[label.literalToken].end, replacement: expression)]
            if inferred.isGuess, !context.file.lineText(context.file.lineIndex(of: max(0, lineEnd - 1))).contains(RuleContext.verifyMarker) {
                edits.append(.insert(" " + RuleContext.verifyMarker, at: lineEnd, placement: .endOfLine))
            }
            return [finding(problem + "; label \(expression) inferred from \(inferred.source)", at: offset,
                            fix: Fix(safety: inferred.isGuess ? .verify : .safe, edits: edits, summary: "replaced a role-word-only accessibility label"))]
        }

        guard let body = said.isTranslated ? said.text : said.editableBody else { return [] }
        guard let cleaned = LabelInference.removingRoleWord(fromLiteralBody: body, roles: roles, imageWordsMayBeObjects: onGlyphControl) else { return [] }
        let removed = Set(body.split(separator: " ").map { $0.trimmingCharacters(in: .punctuationCharacters).lowercased() })
            .subtracting(cleaned.split(separator: " ").map { $0.trimmingCharacters(in: .punctuationCharacters).lowercased() })
        let word = removed.first { roles.contains($0) } ?? "role"
        let problem = "accessibility label \(StringLiteral.literal(said.text)) says \"\(word)\", which VoiceOver already speaks as the element's role"
        if said.isTranslated {
            return [finding(problem + "; " + LabelRoleWordRule.translatedAdvice(key: label.text, english: said.text, to: cleaned), at: offset)]
        }
        return [finding(problem, at: offset, fix: Fix(safety: .safe, edits: [context.literalReplacement(label, body: cleaned)], summary: "removed a role word from an accessibility label"))]
    }
}
