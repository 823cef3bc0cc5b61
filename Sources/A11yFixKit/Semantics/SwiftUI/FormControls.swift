/// Form controls and what names them: whether a control is given a title at all, the text a row
/// shows beside it, the style a picker is drawn in, and the state a text field edits. The
/// form-control-label, segmented-picker-label and text-content-type rules ask these; the audit's
/// rows could too.
extension RuleContext {
    /// SwiftUI's controls that take a value and are named by a title.
    public static let formControls: Set<String> = [
        "TextField", "SecureField", "Picker", "Slider", "Stepper", "Toggle", "DatePicker", "MultiDatePicker", "ColorPicker",
    ]

    /// Whether a form control is given no title: an empty literal (`TextField("", text:)`), a label
    /// of nothing (`Toggle(isOn:) { EmptyView() }`, `Picker(selection:, label: EmptyView())`), or a
    /// `Slider` with no label at all. A title SwiftUI hides (`.labelsHidden()`, a style) is still
    /// the control's accessibility label, so it is not untitled; a title computed at run time may
    /// say anything and counts as a title.
    public func isUntitled(_ element: LinkNode) -> Bool {
        switch controlLabelSource(of: element) {
        case .title:
            guard let value = element.arguments.first?.value else { return false }
            return isEmptyText(value)
        case let .content(closure):
            return showsNothing(closure)
        case let .view(view):
            return isEmptyText(view) || view.singleChain?.elementLink?.name == "EmptyView"
        case .other:
            // `Slider(value: $volume, in: 0...1)`: the one control that may be made without a label.
            return element.name == "Slider" && element.allClosures.isEmpty && element.argument("label") == nil
        }
    }

    /// `""`, `"  "`, `Text("")`.
    private func isEmptyText(_ expression: ExpressionNode) -> Bool {
        if let text = stringLiteralValue(expression) { return text.trimmingCharacters(in: .whitespaces).isEmpty }
        guard let chain = expression.singleChain, chain.range == expression.range, let text = chain.elementLink, text.name == "Text",
              chain.links.count == 1, let title = literalTitle(of: text) else { return false }
        return title.trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// A label closure with no views, or only `EmptyView()` / `Text("")`.
    private func showsNothing(_ closure: ClosureNode) -> Bool {
        guard closure.statements.allSatisfy({ $0 is ExpressionNode }) else { return false }
        return contentChains(of: closure).allSatisfy { chain in
            guard let element = chain.elementLink else { return false }
            return element.name == "EmptyView" || element.name == "Text" && literalTitle(of: element)?.trimmingCharacters(in: .whitespaces).isEmpty == true
        }
    }

    /// The picker style that applies to `chain`: its own `.pickerStyle(…)`, else the nearest
    /// container's (the style is passed down the environment). `.segmented` and
    /// `SegmentedPickerStyle()` both read `segmented`; nil when none is set.
    public func pickerStyle(of chain: ChainNode) -> String? {
        controlStyle(of: chain, setBy: "pickerStyle")
    }

    /// The style a `.pickerStyle(…)`-like modifier (`datePickerStyle`, `toggleStyle`) sets on the control
    /// or a view around it, as its short name: `.graphical`, `GraphicalDatePickerStyle()` → `graphical`.
    public func controlStyle(of chain: ChainNode, setBy modifierName: String) -> String? {
        let suffix = modifierName.prefix(1).uppercased() + modifierName.dropFirst()
        let owners = [chain] + chain.ancestors().compactMap { $0 as? ChainNode }
        for owner in owners {
            guard let modifier = owner.modifiers.last(where: { $0.name == modifierName && !$0.isConditional }),
                  let value = modifier.arguments.first?.value?.text else { continue }
            var name = value.hasPrefix(".") ? String(value.dropFirst()) : value
            if let call = name.firstIndex(of: "(") { name = String(name[..<call]) }
            if name.hasSuffix(suffix) { name.removeLast(suffix.count) }
            return name.prefix(1).lowercased() + name.dropFirst()
        }
        return nil
    }

    /// Whether the control, or a container around it, draws it with a style of the app's own
    /// (`.toggleStyle(PlayButtonStyle())`, `.pickerStyle(.brandMenu)`): the style builds what is
    /// shown and may label it.
    public func hasCustomControlStyle(_ chain: ChainNode) -> Bool {
        let owners = [chain] + chain.ancestors().compactMap { $0 as? ChainNode }
        return owners.contains { owner in
            owner.modifiers.contains { modifier in
                guard RuleContext.controlStyleModifiers.contains(modifier.name), let value = modifier.arguments.first?.value?.text else { return false }
                var name = value.hasPrefix(".") ? String(value.dropFirst()) : value
                if let call = name.firstIndex(of: "(") { name = String(name[..<call]) }
                return !RuleContext.builtInControlStyles.contains(name)
            }
        }
    }

    static let controlStyleModifiers: Set<String> = ["toggleStyle", "pickerStyle", "textFieldStyle", "datePickerStyle"]

    /// SwiftUI's own control styles, by their static member or type name.
    static let builtInControlStyles: Set<String> = [
        "automatic", "switch", "button", "checkbox", "segmented", "wheel", "menu", "inline", "radioGroup", "palette", "navigationLink",
        "roundedBorder", "plain", "squareBorder", "compact", "graphical", "field", "stepperField",
        "DefaultToggleStyle", "SwitchToggleStyle", "ButtonToggleStyle", "CheckboxToggleStyle",
        "DefaultPickerStyle", "SegmentedPickerStyle", "WheelPickerStyle", "MenuPickerStyle", "InlinePickerStyle", "RadioGroupPickerStyle",
        "PalettePickerStyle", "NavigationLinkPickerStyle", "PopUpButtonPickerStyle",
        "DefaultTextFieldStyle", "RoundedBorderTextFieldStyle", "PlainTextFieldStyle", "SquareBorderTextFieldStyle",
        "DefaultDatePickerStyle", "CompactDatePickerStyle", "GraphicalDatePickerStyle", "WheelDatePickerStyle", "FieldDatePickerStyle",
        "StepperFieldDatePickerStyle",
    ]

    /// The `Text` a row shows as a control's label: the text just before it in an `HStack` or a
    /// `GridRow` (past
    /// spacers and images), the one text of a `VStack` that holds it and no other control, or a
    /// placeholder text under it in a `ZStack`. Nil when the text before it is not its own (another
    /// control stands between), when it interpolates values (it shows a value, "\(volume)%"), or
    /// when it reads the control's own state (`Text(volume.formatted())`).
    public func textBeside(_ control: ChainNode) -> LinkNode? {
        guard let expression = control.parent as? ExpressionNode, let closure = expression.parent as? ClosureNode,
              let stack = closure.parent as? LinkNode, let stackChain = stack.parent as? ChainNode, stackChain.elementLink === stack,
              closure === (stack.closure(labeled: nil) ?? stack.closure(labeled: "content")) else { return nil }
        let siblings = contentChains(of: closure)
        guard let index = siblings.firstIndex(where: { $0 === control }) else { return nil }
        let controls = siblings.filter { $0.elementLink.map { RuleContext.controls.contains($0.name) } == true }
        var candidate: ChainNode?
        switch stack.name {
        case "HStack", "LazyHStack", "GridRow", "ZStack":
            for sibling in siblings[..<index].reversed() {
                guard let name = sibling.elementLink?.name else { return nil }
                if name == "Spacer" || name == "Image" && stack.name != "ZStack" || isQualifier(sibling) { continue }
                candidate = sibling
                break
            }
            // A text beside a control in a ZStack is its placeholder only when it shows while the
            // field is empty (`if text.isEmpty { Text("Message") }`); one shown on another condition
            // is content drawn over the field (a live transcript).
            if stack.name == "ZStack" {
                guard let text = candidate, text.parent?.parent !== closure,
                      let condition = text.firstAncestor(ofType: StatementNode.self).flatMap({ $0.keyword == "if" ? $0.conditions.first?.text : nil }),
                      let state = control.elementLink.flatMap({ bindingName(boundValue(of: $0)) }), condition.contains(state) else { return nil }
            }
            // "Area Size: [width] × [height]": one caption before two values names the pair, not the first;
            // "Stop after [N] minutes": a field in the middle of a sentence has no name of its own.
            if stack.name != "ZStack", captionIsShared(by: control, in: siblings, at: index) || sitsInSentence(control, in: siblings, at: index) { return nil }
        case "VStack", "LazyVStack":
            guard controls.count == 1, let caption = siblings[..<index].lastIndex(where: { !isQualifier($0) }) else { return nil }
            candidate = siblings[caption]
        default:
            return nil
        }
        guard let text = candidate, let element = text.elementLink, element.name == "Text",
              stack.name == "ZStack" || text.parent?.parent === closure,
              let argument = element.arguments.first, argument.label == nil || argument.label == "verbatim", let value = argument.value,
              !isAccessibilityHidden(text) || stack.name != "ZStack" else { return nil }
        switch shownText(value)?.value {
        case let .literal(words)?:
            // A glyph ("A", "−", "0") marks an end of a range, not a name; so do the texts on both
            // sides of a slider (`Text("Slow"); Slider(…); Text("Fast")`).
            // "Either" and "or" between two fields join them; they name neither.
            guard words.filter(\.isLetter).count >= 2, !RuleContext.words(in: words).allSatisfy(RuleContext.connectiveWords.contains),
                  control.elementLink?.name != "Slider" || !hasLiteralTextAfter(control, in: siblings, at: index) else { return nil }
        case .computed?:
            if let state = control.elementLink.flatMap({ bindingName(boundValue(of: $0)) }), value.text.contains(state) { return nil }
        case .interpolated?, nil:
            return nil
        }
        return element
    }

    /// Whether a `Text` is the label a form control beside it shows (`HStack { Text("Title"); TextField("", text: $title) }`,
    /// see `textBeside(_:)`): a field's name, not a title of what follows.
    public func labelsControlBeside(_ text: ChainNode) -> Bool {
        guard let container = text.parent?.parent, container is ClosureNode || container is BlockNode else { return false }
        let siblings = contentChains(of: container)
        if siblings.contains(where: { sibling in
            sibling !== text && sibling.elementLink.map { RuleContext.formControls.contains($0.name) } == true && textBeside(sibling) === text.elementLink
        }) { return true }
        // A caption right above a control that shows no title of its own (`Text("Wheel Size")` then
        // `Slider(…) { EmptyView() }` in a View's body): it is the control's visible name.
        guard let index = siblings.firstIndex(where: { $0 === text }), index + 1 < siblings.count,
              let next = siblings[index + 1].elementLink, RuleContext.formControls.contains(next.name) else { return false }
        return showsNoTitle(next)
    }

    /// Whether a control's own title is empty: an `EmptyView()` or empty label closure, an empty
    /// string, or no title at all (`Slider(value:in:)`).
    private func showsNoTitle(_ control: LinkNode) -> Bool {
        if let label = control.closure(labeled: "label") ?? control.closure(labeled: nil) {
            let views = contentChains(of: label)
            return views.isEmpty || views.allSatisfy { $0.elementLink?.name == "EmptyView" }
        }
        guard let first = control.arguments.first else { return true }
        if first.label == nil, let title = stringLiteralValue(first.value) { return title.isEmpty }
        return first.label != nil && !["title", "titleKey", "label"].contains(first.label ?? "")
    }

    /// A text in parentheses beside a caption, "(inclusive)", "(optional)": it qualifies the name
    /// before it and is not one.
    private func isQualifier(_ chain: ChainNode) -> Bool {
        guard let element = chain.elementLink, element.name == "Text", let value = element.arguments.first?.value,
              case let .literal(words)? = shownText(value)?.value else { return false }
        let trimmed = words.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("(") && trimmed.hasSuffix(")")
    }

    /// The words a project View the control is passed into shows for it (`LocalProviderFormRow(title:
    /// "Server") { TextField(…) }`, `ToggleAlignment { Text("Use cellular data") … } toggle: { Toggle(…) }`):
    /// its literal `title:`, else the first literal text in another of its closures. Nil when the
    /// control sits in no such View before its row's list, form or section.
    public func wrapperCaption(of control: ChainNode) -> String? {
        for call in enclosingCalls(of: control) where call.link === call.chain.elementLink {
            let name = call.link.name
            if ["List", "Form", "Section", "ScrollView", "ForEach", "NavigationStack", "NavigationView", "TabView"].contains(name) { return nil }
            guard name.isCapitalizedName, !RuleContext.builtInViews.contains(name) else { continue }
            if let title = call.link.argument("title")?.value.flatMap(stringLiteralValue), title.contains(where: \.isLetter) { return title }
            for closure in call.link.allClosures where !control.isDescendant(of: closure) {
                for text in closure.descendants(ofType: ChainNode.self) where text.elementLink?.name == "Text" && !isQualifier(text) {
                    if let words = text.elementLink?.arguments.first?.value.flatMap(stringLiteralValue), words.filter(\.isLetter).count >= 2 { return words }
                }
            }
            return nil
        }
        return nil
    }

    static let connectiveWords: Set<String> = ["or", "and", "either", "neither", "nor", "to", "from", "then", "vs", "versus", "with"]

    /// Whether words follow the control in its row (past controls of its own value: the stepper of
    /// the field), so that the text before it starts a sentence the control completes.
    private func sitsInSentence(_ control: ChainNode, in siblings: [ChainNode], at index: Int) -> Bool {
        guard let own = control.elementLink.flatMap({ bindingName(boundValue(of: $0)) }) else { return false }
        for sibling in siblings[(index + 1)...] {
            guard let element = sibling.elementLink else { continue }
            if element.name == "Spacer" { return false }
            if element.name == "Text" {
                // `Text("minutes")`, also localized through the app's own member (`"minutes ".local`).
                guard let shown = element.arguments.first?.value, let first = shown.singleChain?.links.first, first.kind == .literal,
                      let words = StringLiteral.value(of: tree.text(ofToken: first.firstToken)) else { return false }
                return words.filter(\.isLetter).count >= 2
            }
            guard RuleContext.controls.contains(element.name), bindingName(boundValue(of: element)) == own else { return false }
        }
        return false
    }

    /// Whether another control of the row, before the next text that could name it, sets another
    /// value: the caption before the first names them together. A stepper beside the field of its
    /// own value (`TextField(value: $minutes)`, `Stepper(value: $minutes)`) is one value.
    private func captionIsShared(by control: ChainNode, in siblings: [ChainNode], at index: Int) -> Bool {
        guard let own = control.elementLink.flatMap({ bindingName(boundValue(of: $0)) }) else { return false }
        for sibling in siblings[(index + 1)...] {
            guard let element = sibling.elementLink else { continue }
            if element.name == "Text", case .literal(let words)? = element.arguments.first?.value.flatMap(shownText)?.value,
               words.filter(\.isLetter).count >= 2 { return false }
            // A button beside a field acts on it; only another value shares the caption.
            guard RuleContext.controls.contains(element.name), let other = bindingName(boundValue(of: element)) else { continue }
            if other != own { return true }
        }
        return false
    }

    /// Whether a literal text follows the control in its row, before any other control.
    private func hasLiteralTextAfter(_ control: ChainNode, in siblings: [ChainNode], at index: Int) -> Bool {
        for sibling in siblings[(index + 1)...] {
            guard let element = sibling.elementLink else { return false }
            if element.name == "Text" { return element.arguments.first?.value.flatMap(shownText).map { if case .literal = $0.value { return true } else { return false } } ?? false }
            if RuleContext.controls.contains(element.name) { return false }
        }
        return false
    }
}
