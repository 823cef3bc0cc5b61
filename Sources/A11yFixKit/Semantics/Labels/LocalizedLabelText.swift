/// A label a fix inserts, written the way its file writes strings: a literal where the app writes
/// English (or keys that are the English text, which String Catalogs extract), the app's generated
/// accessor (`L10n.closeLabel`) or table key (`"action.done"`) where one already says the text, and
/// no fix where the app localizes every string and none says it: an English literal there would be
/// read in English in every language.
extension RuleContext {
    public enum LocalizedInsertion: Equatable {
        /// The label expression to insert, and the Voice Control alternatives that go with it (none
        /// when the label is not a literal: they would be English too).
        case insert(expression: String, inputLabels: [String])
        /// The app localizes its strings and has none for these texts that fits anywhere: none at all,
        /// or only ones written for one screen (`bookmarks.title`), named in `writtenFor`.
        case missing([String], writtenFor: [String] = [])
        /// The app's texts are written in another language (Korean, Chinese …) and nothing
        /// translates an English label: a person writes it in that language.
        case otherLanguage([String], language: String)
    }

    /// Where a label the app's strings do not hold yet should go, for a finding's message: "in the
    /// app's own strings", naming the strings one screen already has for it.
    public static func stringsAdvice(for insertion: LocalizedInsertion) -> String {
        if case let .otherLanguage(_, language) = insertion {
            return "in \(language), the language the app's texts are written in: VoiceOver would read an English label in English"
        }
        guard case let .missing(_, writtenFor) = insertion, !writtenFor.isEmpty else { return "in the app's own strings, which have none for it yet" }
        let names = writtenFor.map { "`\($0)`" }.joined(separator: ", ")
        return "in the app's own strings, where \(names) already says it for one screen: reuse it if it means the same here, or add one"
    }

    /// Why the label `expression` could not be written, for a finding's message: the app localizes
    /// its strings and has none for it, or writes its texts in another language.
    public static func notLocalizedAdvice(_ insertion: LocalizedInsertion, label expression: String) -> String {
        if case let .otherLanguage(_, language) = insertion {
            return "the app's texts are in \(language): write its label (\(expression) in English) in \(language), since VoiceOver would read an English label in English"
        }
        return "the app localizes its strings and has none for \(expression)"
    }

    /// `label` in the file's localization. Every literal of the expression (one, or both sides of
    /// `condition ? "A" : "B"`) is looked up; the conditional keeps one kind of string on both sides.
    /// `looksUpLiterals` says whether the API the label goes to reads a literal as a key of the app's
    /// strings (SwiftUI's `LocalizedStringKey`), unlike UIKit's and AppKit's plain `String`.
    public func localized(_ label: InferredLabel, looksUpLiterals: Bool = true) -> LocalizedInsertion {
        let literals = RuleContext.literalTexts(in: label.expression)
        guard !literals.isEmpty, !label.isTableKey else { return .insert(expression: label.expression, inputLabels: label.inputLabels) }
        let answers = literals.map { project?.localizedLabel(forEnglish: $0, inFile: file.path) ?? .literal }
        if answers.allSatisfy(\.isLiteral) {
            // The app's strings spell a text with other capitals: its spelling has the translations.
            let spellings = zip(literals, answers).map { literal, answer in
                if case let .tableSpelling(text) = answer { return text } else { return literal }
            }
            var label = label
            label.expression = RuleContext.replacing(literals, in: label.expression) { index, _ in StringLiteral.literal(spellings[index]) }
            // Texts the app shows in Korean or Chinese, with no string of its tables that says the
            // English words: an English label would be the one text read in English. (A label copied
            // from the app's own text is in its language already.)
            let shown = fileShownTexts
            if literals.allSatisfy(TextScript.isLatin), let language = writtenLanguage(shownLiterals: shown.literals) {
                return .otherLanguage(literals, language: language)
            }
            // A file that shows its texts mostly through accessors of a type the project does not
            // declare (`Text(LocalString.common_search)`: code generated from the string tables at
            // build time) localizes every string: an English literal would be the one untranslated.
            // A file with few texts of its own (a bar of icons) in an app that shows its texts through
            // typed keys (`Text(localizable: .generalButtonClose)`) localizes too.
            let followsTypedKeys = shown.accessors + shown.literals.count < 3 && project?.showsTextsThroughTypedKeys() == true
            if shown.accessors > shown.literals.count || followsTypedKeys || localizesThroughStringExtension || labelsMostlyThroughAccessors || readsGeneratedStrings {
                return .missing(literals)
            }
            // A file that writes its strings with `NSLocalizedString("Edit", comment: "")` has them
            // extracted by genstrings, which reads no SwiftUI literal: the label goes the same way,
            // unless the app's strings are a String Catalog, which Xcode fills with both.
            guard callsNSLocalizedString, !looksUpLiterals || project?.localizesWithStringCatalog(file: file.path) != true else {
                return .insert(expression: label.expression, inputLabels: label.inputLabels)
            }
            let expression = RuleContext.replacing(spellings, in: label.expression) { _, written in nsLocalizedStringCall(written) }
            return .insert(expression: expression, inputLabels: [])
        }
        let missing = zip(literals, answers).filter { $0.1 == .missing || $0.1.isLiteral }.map(\.0)
        if !missing.isEmpty { return .missing(missing) }
        // A string the app wrote for one feature (`L10n.CarPlay.QuickAccess.AddItem.back`,
        // `timeline.add.action.add`) is translated for that screen; only a shared one is safe to
        // reuse anywhere.
        let featureStrings = answers.compactMap { answer -> String? in
            switch answer {
            case let .accessor(path): return RuleContext.isSharedAccessor(path) ? nil : path
            case let .key(key): return RuleContext.isSharedKey(key) ? nil : key
            case .literal, .tableSpelling, .missing: return nil
            }
        }
        if !featureStrings.isEmpty { return .missing(literals, writtenFor: featureStrings) }
        let accessors = answers.compactMap { answer -> String? in if case let .accessor(path) = answer { return path } else { return nil } }
        let keys = answers.compactMap { answer -> String? in if case let .key(key) = answer { return key } else { return nil } }
        // A conditional needs one type on both sides: two accessors (String) or two keys.
        guard accessors.count == answers.count || keys.count == answers.count else { return .missing(literals) }
        let expression = RuleContext.replacing(literals, in: label.expression) { index, _ in
            switch answers[index] {
            case let .accessor(path): return path
            // A file that looks its keys up with `NSLocalizedString` (Foundation's, or the app's own
            // that falls back to English) does so for this one too: a bare key would be read as the
            // key wherever a language lacks it.
            case let .key(key): return callsNSLocalizedString ? nsLocalizedStringCall(StringLiteral.literal(key)) : StringLiteral.literal(key)
            case .literal, .tableSpelling, .missing: return nil
            }
        }
        return .insert(expression: expression, inputLabels: [])
    }

    /// A call of `NSLocalizedString` for `written` as the file writes them: without a comment where its
    /// own calls leave it out (the app's wrapper, which defaults it); with one that tells translators
    /// what the text is where they mostly write one (a team whose every string has a translator
    /// comment); else with `comment: ""`.
    func nsLocalizedStringCall(_ written: String) -> String {
        let calls = chains.compactMap { $0.links.first?.name == "NSLocalizedString" ? $0.links.first : nil }.filter(\.hasCall)
        if !calls.isEmpty, calls.allSatisfy({ $0.argument("comment") == nil }) { return "NSLocalizedString(\(written))" }
        let commented = calls.filter { call in
            stringLiteralValue(call.argument("comment")?.value).map { !$0.isEmpty } ?? (call.argument("comment") != nil)
        }
        let comment = commented.count * 2 > calls.count ? "Accessibility label of a control that shows only an image" : ""
        return "NSLocalizedString(\(written), comment: \(StringLiteral.literal(comment)))"
    }

    /// Views and modifiers whose first unlabelled argument is a text the file shows.
    private static let viewsTitledByFirstArgument: Set<String> = [
        "Text", "Button", "Label", "Toggle", "Picker", "TextField", "SecureField", "Section", "NavigationLink", "Link", "Menu",
        "navigationTitle",
    ]
    /// SwiftUI's own labels for a text's one argument: `Text(verbatim:)`, `Text(timerInterval:)`.
    private static let systemTextLabels: Set<String> = ["verbatim", "timerInterval", "markdown", "text", "title", "key"]

    /// The language the file's shown texts (`shownLiterals`) are written in, when it is not English;
    /// for a file that shows fewer than three texts in words of its own, or in an app whose texts are
    /// in a language of Latin letters (Turkish), the one most of the project's texts are written in: a title of example code ("Custom View Controller") in
    /// a Chinese app does not make its labels English.
    private func writtenLanguage(shownLiterals literals: [String]) -> String? {
        let worded = literals.filter { $0.contains(where: \.isLetter) }
        if let language = TextScript.dominantNonLatinName(of: worded) { return language }
        // An app whose texts are in such a language writes many in plain letters ("Tamam", "Miktar"):
        // its files follow the app.
        let projectLanguage = project?.nonLatinTextLanguage()
        if let projectLanguage, TextScript.latinScriptLanguages.contains(projectLanguage) { return projectLanguage }
        return worded.count >= 3 ? nil : projectLanguage
    }

    /// The texts the file shows (titles of views and controls, UIKit's titles and texts): how many
    /// through the app's accessors, and the literals. A file that shows more of its titles through
    /// accessors (`Text(LocalString.common_search)`, `Button(Strings.done)`, `Text(.app(.more))`) than
    /// as English literals localizes, and a literal it has is a slip.
    func collectShownTexts() -> (accessors: Int, literals: [String]) {
        var accessors = 0
        var literals: [String] = []
        for chain in chains {
            // UIKit's texts: `button.setTitle(Strings.done, for: .normal)`, `UIAlertAction(title: …)`,
            // `label.text = Strings.wordCount`, `title = Strings.syncTitle`.
            let texts: [ExpressionNode] = chain.links.compactMap { link in
                guard link.hasCall else { return nil }
                if link.name == "setTitle" { return link.arguments.first?.value }
                return link.arguments.first { ["title", "message"].contains($0.label ?? "") }?.value
            }
            if let last = chain.links.last, ["text", "title", "placeholder"].contains(last.name), !last.hasCall,
               let assigned = assignedValue(to: chain), let value = assigned.chains.first, assigned.chains.count == 1,
               value.firstToken == assigned.value.tokens.lowerBound, value.lastToken == assigned.value.tokens.upperBound {
                if tree.tokens[assigned.value.tokens.lowerBound].kind == .stringLiteral { literals.append(tree.text(ofToken: assigned.value.tokens.lowerBound)) }
                if isStringAccessor(value) { accessors += 1 }
            }
            for text in texts {
                if tree.tokens[text.firstToken].kind == .stringLiteral, text.text.contains(where: \.isLetter) { literals.append(text.text) }
                if let accessor = text.singleChain, isStringAccessor(accessor) { accessors += 1 }
            }
            // `String(localizable: .toolbarHelp)`: a string looked up by the app's typed key (`String(localized: "Done")`,
            // with its English text, is written the same way for a label).
            accessors += chain.links.filter { link in
                guard link.name == "String", link.hasCall, let argument = link.arguments.first, argument.label?.hasPrefix("locali") == true,
                      let value = argument.value else { return false }
                return tree.tokens[value.firstToken].kind == .period
            }.count
            // `Text.keyme("자랑하기", font: .body4)`: a design system's factory of Texts shows its first argument.
            let textFactories = zip(chain.links, chain.links.dropFirst()).filter { $0.0.name == "Text" && $0.0.kind == .name && !$0.0.hasCall }.map(\.1)
            for link in chain.links where RuleContext.viewsTitledByFirstArgument.contains(link.name) && link.hasCall || textFactories.contains(where: { $0 === link }) && link.hasCall {
                // `Text(localizable: .generalButtonClose)`: the app's own initializer taking its typed key.
                if link.arguments.count == 1, let argument = link.arguments.first, let label = argument.label, !RuleContext.systemTextLabels.contains(label),
                   let value = argument.value, tree.tokens[value.firstToken].kind == .period {
                    accessors += 1
                    continue
                }
                guard let title = link.arguments.first(where: { $0.label == nil })?.value else { continue }
                // An empty or symbol-only title (`Picker("", …)`, `Text("\(count)")`) says no words in any language.
                if tree.tokens[title.firstToken].kind == .stringLiteral {
                    let words = title.text.replacingOccurrences(of: #"\\\([^)]*\)"#, with: "", options: .regularExpression)
                    if words.contains(where: \.isLetter) { literals.append(words) }
                    continue
                }
                // `Text(.app(.more))`, `Text(.settingsTitle)`: a member of the app's own typed keys or of
                // the symbols Xcode generates from a String Catalog (not `Text(.now, style: .time)`).
                // `Label(.localizable(.generalButtonClose), systemImage: "xmark")`: a key built by a call is a key beside other arguments too.
                if tree.tokens[title.firstToken].kind == .period, title.firstToken < title.lastToken,
                   link.arguments.count == 1 || title.singleChain?.links.first?.hasCall == true,
                   tree.text(ofToken: title.firstToken + 1) != "init" {
                    accessors += 1
                    continue
                }
                guard let accessor = title.singleChain, isStringAccessor(accessor) else { continue }
                accessors += 1
            }
        }
        return (accessors, literals)
    }

    /// `Strings.PlayList.reopenButtonTitle`, `L10n.close`: a member path from a type of the app's,
    /// with no call, which reads a string from a table.
    private func isStringAccessor(_ accessor: ChainNode) -> Bool {
        guard accessor.links.count >= 2, let root = accessor.links.first, root.kind == .name, root.name.isCapitalizedName,
              !RuleContext.builtInViews.contains(root.name), !["Color", "Image", "Font", "String", "Text", "Self", "UIColor", "UIImage", "UIFont"].contains(root.name)
        else { return false }
        return accessor.links.allSatisfy { !$0.hasCall }
    }

    /// Whether the file writes more of its accessibility labels through the project's own strings
    /// (`button.accessibilityLabel = UIConstants.strings.browserBack`, `.accessibilityLabel(L10n.close)`)
    /// than as literals: its labels come from a table a person adds to, and an English literal beside
    /// them would be the one left untranslated.
    private var labelsMostlyThroughAccessors: Bool {
        let tokens = tree.tokens
        var accessors = 0, literals = 0
        for index in tokens.indices.dropLast(3) where tokens[index].kind == .identifier && file.text(of: tokens[index], is: "accessibilityLabel") {
            let opener = tree.text(ofToken: index + 1)
            guard opener == "=" || opener == "(" else { continue }
            let value = index + 2
            if tokens[value].kind == .stringLiteral {
                literals += 1
                continue
            }
            let root = tree.text(ofToken: value)
            guard tokens[value].kind == .identifier, root.isCapitalizedName, tokens[value + 1].kind == .period,
                  !["String", "Text", "NSLocalizedString", "Self", "Bundle", "LocalizedStringKey", "LocalizedStringResource"].contains(root) else { continue }
            accessors += 1
        }
        return accessors > literals
    }

    /// `expression` with the first occurrence of each of `literals`, written as a Swift literal,
    /// replaced by what `replacement` gives for it (its index and its written form); nil keeps it.
    private static func replacing(_ literals: [String], in expression: String, with replacement: (Int, String) -> String?) -> String {
        var expression = expression
        for (index, literal) in literals.enumerated() {
            let written = StringLiteral.literal(literal)
            if let range = expression.range(of: written), let text = replacement(index, written) { expression.replaceSubrange(range, with: text) }
        }
        return expression
    }

    /// Whether the file looks its strings up through an extension of the app's own on a literal key
    /// (`"phpman.refresh.button".localized`, `"NextPassword".localize()`): a label must be a key of
    /// the app's tables read the same way, which a person adds.
    private var localizesThroughStringExtension: Bool {
        let tokens = tree.tokens
        return tokens.indices.dropLast(2).contains { index in
            tokens[index].kind == .stringLiteral && tokens[index + 1].kind == .period && tokens[index + 2].kind == .identifier
                && tree.text(ofToken: index + 2).hasPrefix("locali")
        }
    }

    /// Whether the file reads the app's strings through the accessors SwiftGen (`L10n.settings.title`)
    /// or R.swift (`R.string.localizable.close()`) generate at build time, which the repository may
    /// not hold: the app localizes, and its accessors are not known here.
    private var readsGeneratedStrings: Bool {
        let tokens = tree.tokens
        return tokens.indices.dropLast(3).contains { index in
            guard tokens[index].kind == .identifier, tokens[index + 1].kind == .period else { return false }
            let name = tree.text(ofToken: index)
            return name == ProjectLocalization.generatedAccessorRoot || name == "R" && tree.text(ofToken: index + 2) == "string"
        }
    }

    private var callsNSLocalizedString: Bool {
        tree.tokens.contains { $0.kind == .identifier && file.text(of: $0, is: "NSLocalizedString") }
    }

    /// An accessor meant for any screen: a member of the root (`L10n.closeLabel`), or one under a
    /// group named for shared strings (`L10n.Common.Controls.Actions.done`).
    static func isSharedAccessor(_ path: String) -> Bool {
        let components = path.split(separator: ".")
        if components.count <= 2 { return true }
        // `AppStrings.AccessibilityLabel.close`: each word of a group's name.
        return components.dropFirst().dropLast().allSatisfy { group in ProjectLocalization.words(of: group).allSatisfy(sharedGroupNames.contains) }
    }

    /// A table key meant for any screen: one name (`close_label`, `Done`), or names under groups
    /// for shared strings (`action.delete`, `common.controls.done`), not a screen's
    /// (`timeline.add.action.add`).
    static func isSharedKey(_ key: String) -> Bool {
        key.split(separator: ".").dropLast().allSatisfy { sharedGroupNames.contains($0.lowercased()) }
    }

    private static let sharedGroupNames: Set<String> = [
        "common", "shared", "generic", "global", "general", "action", "actions", "control", "controls", "button", "buttons",
        "label", "labels", "accessibility", "a11y",
    ]

    /// The values of the string literals in an inserted label expression, in order.
    static func literalTexts(in expression: String) -> [String] {
        let lexer = Lexer.lex(Array(expression.utf8))
        return lexer.tokens.compactMap { token in
            guard token.kind == .stringLiteral else { return nil }
            return StringLiteral.value(of: String(decoding: Array(expression.utf8)[token.start..<token.end], as: UTF8.self))
        }
    }
}
