import Foundation

/// One row of seed 004's audit table: an interactive element and which of the five accessibility
/// properties (identifier, label, hint, value, traits) it carries.
public struct AuditElement: Sendable, Equatable {
    /// How a property stands, as the table writes it.
    public enum Status: String, Sendable, Codable {
        /// Set in code (`.accessibilityLabel(…)`).
        case present = "OK"
        /// SwiftUI provides it: a Button's label from its visible text, a Toggle's on/off value, a
        /// native control's traits.
        case automatic = "auto"
        /// Not set: for a name, role or value, a finding below says so; for the optional identifier
        /// and hint, only that it is not set.
        case missing = "—"
        /// Not set in code as far as a11yfix sees, and no rule that ran reports it (none exists yet for
        /// a Slider's or a list row's name, say): a person has to check it.
        case unchecked = "?"
        /// Does not apply to this element (seed 004: values only for elements that carry state).
        case notApplicable = "n/a"

        public var jsonName: String {
            switch self {
            case .present: return "present"
            case .automatic: return "automatic"
            case .missing: return "missing"
            case .unchecked: return "unchecked"
            case .notApplicable: return "notApplicable"
            }
        }
    }

    /// Seed 004's five properties: name, role and value are what people using assistive technology
    /// need; identifier and hint are optional (automation, agents, extra guidance).
    public enum Property: String, CaseIterable, Sendable {
        case identifier, label, hint, value, traits

        public var isOptional: Bool { self == .identifier || self == .hint }

        /// The rules whose findings say this property is missing on the element they point at.
        public var reportingRules: Set<String> {
            switch self {
            case .identifier: return ["accessibility-identifier"]
            case .label: return ["icon-only-control-label", "form-control-label", "segmented-picker-label", "tab-item-label"]
            case .hint: return ["accessibility-hint"]
            case .value: return ["state-value", "adjustable-custom-control"]
            case .traits: return ["tap-gesture-button-trait"]
            }
        }

        static func reported(by ruleID: String) -> Property? { allCases.first { $0.reportingRules.contains(ruleID) } }
    }

    public typealias Kind = RuleContext.InteractiveKind

    public var offset: Int
    /// The element's code, modifiers included: the findings inside it are about it.
    public var range: Range<Int>
    /// The same element's code in the other branches of an `if`, `switch` or `#if` (one row on
    /// screen): the findings there are about it too.
    public var alternateRanges: [Range<Int>] = []
    public var line: Int
    /// What the element shows: `"Save"`, `square.and.arrow.up`, `post.title`, or its kind of view.
    public var element: String
    /// `Button`, `Toggle`, `Tappable HStack`, `List row` …
    public var type: String
    public var kind: Kind
    public var identifier: Status
    public var label: Status
    public var hint: Status
    public var value: Status
    public var traits: Status
    /// The element shows no text, only images: its label must be set in code.
    public var isIconOnly: Bool

    public var properties: [(name: String, status: Status)] {
        Property.allCases.map { ($0.rawValue, self[$0]) }
    }

    public subscript(property: Property) -> Status {
        get {
            switch property {
            case .identifier: return identifier
            case .label: return label
            case .hint: return hint
            case .value: return value
            case .traits: return traits
            }
        }
        set {
            switch property {
            case .identifier: identifier = newValue
            case .label: label = newValue
            case .hint: hint = newValue
            case .value: value = newValue
            case .traits: traits = newValue
            }
        }
    }

    /// A person using assistive technology gets what they need: a name, the right role and, when
    /// the element carries state, its value, each set in code or provided by SwiftUI. Identifiers
    /// and hints are optional and do not count.
    public var isAccessible: Bool {
        Property.allCases.filter { !$0.isOptional }.allSatisfy { self[$0] != .missing && self[$0] != .unchecked }
    }
}

/// A file's interactive elements (Semantics' `interactiveElements`: the ones the identifier rule
/// names, in the code the run checks: not previews, debug code, `#if` branches no build compiles or
/// the fallback of an `if #available` the deployment target always passes, unless `scope` asks for
/// them, as for findings), each with the five properties read from its code.
public enum ElementInventory {
    public static func elements(in context: RuleContext, scope: Set<CodeScope> = []) -> [AuditElement] {
        let isChecked = { (node: SyntaxNode) in
            context.unshippedCode(at: node.range.lowerBound).map(scope.covers) ?? true
        }
        let found = (context.interactiveElements() + context.navigationBarItemControls())
            .filter { isChecked($0.chain) && !isDialogAction($0.chain) && context.isExposedWhereverDrawn($0.chain) }
            .filter { $0.kind != .row || isOperableRow($0.chain, in: context) }
            .map { (chain: $0.chain, element: describe($0.chain, kind: $0.kind, in: context)) }
        // One field drawn in each case of a `switch` (a font per case) is one element on screen: one row.
        var controls: [(chain: ChainNode, element: AuditElement)] = []
        for candidate in found {
            if let kept = controls.firstIndex(where: { kept in
                kept.element.type == candidate.element.type && kept.element.element == candidate.element.element
                    && context.exclusiveBranches(kept.chain, candidate.chain) != nil
            }) {
                controls[kept].element.alternateRanges.append(candidate.chain.range)
            } else {
                controls.append(candidate)
            }
        }
        return (controls.map(\.element) + tabItems(in: context, where: isChecked)).sorted { $0.offset < $1.offset }
    }

    /// A row per tab of the file's tab views, named by what its label shows: its title (a `Label` or
    /// a `Text`), else its image. A tab bar item is a control VoiceOver reads by that label.
    static func tabItems(in context: RuleContext, where isChecked: (SyntaxNode) -> Bool) -> [AuditElement] {
        context.tabItemLabels().compactMap { label, tab -> AuditElement? in
            let content = context.contentChains(of: label)
            guard isChecked(tab),
                  let shown = content.first(where: { ["Label", "Text"].contains($0.elementLink?.name ?? "") }) ?? content.first,
                  shown.elementLink != nil else { return nil }
            var row = describe(shown, kind: .control, in: context)
            row.type = "Tab item"
            return row
        }
    }

    /// Whether a person can act on a list's data row: the list selects rows (`List(selection:)`),
    /// its `ForEach` deletes or moves them, or the row has swipe actions or a context menu. A row
    /// that only shows data is read, not operated: it is no element of the table.
    static func isOperableRow(_ row: ChainNode, in context: RuleContext) -> Bool {
        if row.hasModifier("swipeActions") || row.hasModifier("contextMenu") { return true }
        if let data = context.enclosingDataClosure(of: row), let owner = data.owner.parent as? ChainNode {
            if owner.hasModifier("onDelete") || owner.hasModifier("onMove") { return true }
            if data.owner.name == "List", data.owner.argument("selection") != nil { return true }
        }
        return context.enclosingElement(of: row, named: ["List"])?.elementLink?.argument("selection") != nil
    }

    /// The table as the findings have it: a name, role or value is `—` exactly where a finding
    /// says it is missing. One a11yfix judges missing that no finding reports (no rule checks it
    /// yet) is `?`; optional properties that are not set stay `—`.
    public static func reconciled(_ elements: [AuditElement], with findings: [ReportedFinding]) -> [AuditElement] {
        var result = elements
        var reported = Set<String>()
        for finding in findings {
            guard let property = AuditElement.Property.reported(by: finding.ruleID),
                  let index = owner(of: finding.finding.offset, in: elements) else { continue }
            result[index][property] = .missing
            reported.insert("\(index) \(property.rawValue)")
        }
        for index in result.indices {
            for property in AuditElement.Property.allCases where !property.isOptional {
                if result[index][property] == .missing, !reported.contains("\(index) \(property.rawValue)") {
                    result[index][property] = .unchecked
                }
            }
        }
        return result
    }

    /// The innermost element whose code holds `offset` (a Menu's item, not the Menu), in any of the
    /// branches it is drawn in.
    public static func owner(of offset: Int, in elements: [AuditElement]) -> Int? {
        let holding = elements.indices.compactMap { index -> (index: Int, range: Range<Int>)? in
            ([elements[index].range] + elements[index].alternateRanges).first { $0.contains(offset) }.map { (index, $0) }
        }
        return holding.max { $0.range.lowerBound < $1.range.lowerBound }?.index
    }

    /// Controls whose current value SwiftUI reads out itself.
    static let automaticValueControls: Set<String> = ["Toggle", "Picker", "DatePicker", "MultiDatePicker", "ColorPicker", "Slider", "TextField", "SecureField", "TextEditor"]
    /// Controls that label themselves when given no label (`ShareLink(item:)` says "Share").
    static let selfLabelledControls: Set<String> = ["ShareLink", "EditButton", "PasteButton"]

    /// A button of a system dialog presented through a project's own wrapper (`.confirmationDialog2 { … }`),
    /// which, like those of `.alert` and `.confirmationDialog`, becomes a dialog action.
    static func isDialogAction(_ chain: ChainNode) -> Bool {
        var current = chain.parent
        while let node = current {
            if let modifier = node as? LinkNode, modifier.kind == .member, modifier !== (modifier.parent as? ChainNode)?.elementLink,
               modifier.name.hasPrefix("alert") || modifier.name.hasPrefix("confirmationDialog") {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// The chain whose `.accessibilityRepresentation { … }` closure holds `chain`: VoiceOver sees the
    /// representation with what that chain's modifiers set.
    static func representationOwner(of chain: ChainNode) -> ChainNode? {
        var current = chain.parent
        while let node = current {
            if let modifier = node as? LinkNode, modifier.name == "accessibilityRepresentation" { return modifier.parent as? ChainNode }
            current = node.parent
        }
        return nil
    }

    /// The root views of the `body` of the View named `name`, when this file declares it.
    static func viewBodyRoots(of name: String, in context: RuleContext) -> [ChainNode] {
        context.typeDeclarations.filter { $0.name == name }.flatMap(\.properties)
            .filter { $0.name == "body" && $0.isComputed }.compactMap(\.body).flatMap(context.contentChains(of:))
    }

    /// `ShareLink(item:)` says "Share"; `Button(role: .close) { dismiss() }` gets the system's
    /// "Close" (iOS 26, macOS 26), `.confirm` its "Done".
    static func labelsItself(_ element: LinkNode, in context: RuleContext) -> Bool {
        if selfLabelledControls.contains(element.name) { return true }
        guard element.name == "Button", case .other = context.controlLabelSource(of: element),
              let role = element.argument("role")?.value?.singleChain?.links.last?.name else { return false }
        return role == "close" || role == "confirm"
    }

    static func describe(_ chain: ChainNode, kind: AuditElement.Kind, in context: RuleContext) -> AuditElement {
        let element = chain.elementLink!
        let offset = context.tree.tokens[element.nameToken ?? element.firstToken].start
        let content = Content(of: element, kind: kind, in: context)
        // A tappable View of this file whose body sets its own label or traits (`MediaPreview`).
        let bodyRoots = kind == .tappable ? viewBodyRoots(of: element.name, in: context) : []
        let bodySets = { (property: AccessibilityEffects) in !bodyRoots.isEmpty && bodyRoots.allSatisfy { context.setsAccessibility(property, on: $0) } }
        // What the chain whose `.accessibilityRepresentation { … }` draws the element sets applies to it too.
        let owners = [chain] + (representationOwner(of: chain).map { [$0] } ?? [])
        let sets = { (property: AccessibilityEffects) in owners.contains { context.setsAccessibility(property, on: $0) } }
        let label: AuditElement.Status
        if context.hasAccessibilityLabel(chain) || sets(.label) || content.hasLabelledImage || context.isLabelledAround(chain)
            || (!bodyRoots.isEmpty && bodyRoots.allSatisfy(context.hasAccessibilityLabel)) {
            label = .present
        } else if content.text != nil && !content.textIsConditional || (kind == .control && content.symbol == nil && labelsItself(element, in: context)) {
            label = .automatic
        } else {
            label = .missing
        }
        let hint: AuditElement.Status
        // SwiftUI's `.help("…")` is a tooltip and the accessibility hint at once.
        if sets(.hint) || owners.contains(where: { $0.hasModifier("help") }) {
            hint = .present
        } else {
            hint = kind == .row ? .notApplicable : .missing
        }
        let value: AuditElement.Status
        if sets(.value) || content.setsValue {
            value = .present
        } else {
            switch kind {
            case .control:
                if automaticValueControls.contains(element.name) {
                    value = .automatic
                } else if isStateOnlyInItsImage(chain, content: content, in: context) {
                    value = .missing
                } else if element.name == "Stepper" {
                    // A Stepper reads its title; only a title that shows the count says the value.
                    value = content.textIsInterpolated ? .automatic : .missing
                } else if content.imagesInBranches > 0, content.text != nil, !sets(.traits) {
                    // `Text(account.name)` with `if isActive { Image(systemName: "checkmark") }`: the image
                    // shows a state (selected, on) that no rule that ran reads for VoiceOver.
                    value = .missing
                } else {
                    value = .notApplicable
                }
            case .tappable:
                value = .notApplicable
            case .row:
                // Seed 004: rows with data carry a value; a row of one text is only a name.
                value = content.textCount > 1 ? .missing : .notApplicable
            }
        }
        let traits: AuditElement.Status
        if sets(.traits) || bodySets(.traits) {
            traits = .present
        } else {
            switch kind {
            case .control: traits = .automatic
            case .tappable: traits = .missing  // a tappable view is not announced as a button without .isButton
            case .row: traits = .notApplicable
            }
        }
        let type: String
        switch kind {
        case .control: type = element.name
        case .tappable: type = "Tappable \(element.name)"
        case .row: type = "List row"
        }
        return AuditElement(offset: offset, range: chain.range, line: context.file.location(of: offset).line,
                            element: content.helper ?? content.text ?? content.symbol ?? content.binding ?? element.name, type: type, kind: kind,
                            identifier: sets(.identifier) ? .present : .missing, label: label, hint: hint, value: value,
                            traits: traits, isIconOnly: kind == .control && content.text == nil && content.symbol != nil)
    }

    /// A Button that flips a state (`showPoll.toggle()`) and shows it only by swapping its image
    /// (`chart.bar.fill` / `chart.bar`) under a name that stays the same (`"Poll"`): VoiceOver hears
    /// the name, never the state, unless a value or the selected trait says it. Without a name the
    /// label is what is missing: one that follows the state (Play / Pause) is the fix, not a value.
    static func isStateOnlyInItsImage(_ chain: ChainNode, content: Content, in context: RuleContext) -> Bool {
        guard let element = chain.elementLink, element.name == "Button", content.symbolFollowsState,
              case .toggles? = context.leadingAction(of: element) else { return false }
        let name = chain.modifier(named: "accessibilityLabel")?.arguments.first?.value?.text ?? content.text
        guard let name, !name.contains(" ? ") else { return false }
        return !context.setsAccessibility(.traits, on: chain)
    }

    /// What an element shows, as a table cell writes it: its first text, or the image it shows instead, and how many texts.
    struct Content {
        /// `"Save"` for a literal, the expression (`post.title`) otherwise.
        var text: String?
        var textIsInterpolated = false
        var textCount = 0
        /// Texts shown only in a branch (`if let model { Text(model.name) }`): the label may have none.
        var textsInBranches = 0
        /// Its only text shows in one branch, so in the others it is unnamed (a chevron alone).
        var textIsConditional: Bool { textCount == 1 && textsInBranches == 1 }
        /// Images shown only in a branch (`if isSelected { Image(systemName: "checkmark") }`): a state they show.
        var imagesInBranches = 0
        /// `square.and.arrow.up`, `ic_close`, `heart.fill / heart`.
        var symbol: String?
        var symbolIsHidden = false
        /// The image is chosen by a condition (`heart.fill / heart`): it may be all that shows a state.
        var symbolFollowsState = false
        /// An image or a view of the label has an accessibility label of its own.
        var hasLabelledImage = false
        /// The views of its label set an accessibility value (`makeStat(count:)` ending in `.accessibilityValue(…)`).
        var setsValue = false
        /// `$volume`: what a value control without a title is bound to.
        var binding: String?
        /// `makeInfoLabel(title: "Posts")`: the helper that builds a control's label, which names the
        /// control better than the texts inside it (its parameters).
        var helper: String?

        init(of element: LinkNode, kind: AuditElement.Kind, in context: RuleContext) {
            let items: [RuleContext.ShownItem]
            if kind == .control, let chain = element.parent as? ChainNode {
                // What the control itself shows, not a view its modifiers lay behind or over it
                // (`.background(SharingPicker(…))`, a badge overlay): its label names it.
                items = context.shownItems(in: chain).filter { item in
                    switch item {
                    case let .text(shown): return shown.expression.isDescendant(of: element)
                    case let .image(image): return image === chain || image.isDescendant(of: element)
                    case let .view(view, _): return view.isDescendant(of: element)
                    }
                }
                binding = context.boundValue(of: element).flatMap { $0.text.hasPrefix("$") ? ElementInventory.cellText($0) : nil }
                // A label set on the views a control shows (`Label { … }.accessibilityLabel(…)`) labels the control.
                switch context.controlLabelSource(of: element) {
                case let .content(label as SyntaxNode), let .view(label as SyntaxNode):
                    noteAccessibility(set: label, in: context)
                case .title, .other:
                    break
                }
            } else {
                // A tappable `Text` or `Label` shows itself; a stack shows its content and overlays.
                items = context.shownItems(in: element.parent as? ChainNode ?? element)
            }
            for item in items { note(item, kind: kind, in: context) }
            // A label built by a helper of the file (`makeInfoLabel(title:count:)`, `tone.label`): what
            // it shows is in the helper's body, else the helper is all the table can name.
            if kind == .control, text == nil, symbol == nil, case let .content(label) = context.controlLabelSource(of: element) {
                let references = context.contentChains(of: label).filter { $0.elementLink == nil || $0.elementLink?.name.first?.isLowercase == true }
                for reference in references {
                    for helper in Content.helperBodies(of: reference, in: context) {
                        for item in context.shownItems(in: helper) { note(item, kind: kind, in: context) }
                        noteAccessibility(set: helper, in: context)
                    }
                }
                if let first = references.first { helper = ElementInventory.cellText(first) }
            }
        }

        /// The bodies of the functions and properties of the file named like `reference`'s first or last name.
        private static func helperBodies(of reference: ChainNode, in context: RuleContext) -> [SyntaxNode] {
            guard let name = reference.links.last(where: { $0.kind == .name || $0.kind == .member })?.name else { return [] }
            let functions: [SyntaxNode] = context.tree.root.descendants(ofType: FunctionDeclNode.self).filter { $0.name == name }.compactMap(\.body)
            let properties: [SyntaxNode] = context.tree.root.descendants(ofType: VariableDeclNode.self).filter { $0.name == name && $0.typeAnnotation?.contains("View") == true }
            return functions + properties
        }

        /// A label or value set on the views a control's label is made of labels the control or gives its value.
        private mutating func noteAccessibility(set label: SyntaxNode, in context: RuleContext) {
            let chains = label.descendants(ofType: ChainNode.self)
            if chains.contains(where: context.hasAccessibilityLabel) { hasLabelledImage = true }
            if chains.contains(where: { context.setsAccessibility(.value, on: $0) }) { setsValue = true }
        }

        private mutating func note(_ item: RuleContext.ShownItem, kind: AuditElement.Kind, in context: RuleContext) {
            switch item {
            case let .text(shown):
                noteText(ElementInventory.cellText(shown.expression), isInterpolated: shown.value.isInterpolated)
                if ElementInventory.isInBranch(shown.expression) { textsInBranches += 1 }
            case let .image(chain):
                noteImage(chain, in: context)
                if ElementInventory.isInBranch(chain) { imagesInBranches += 1 }
            case let .view(view, title):
                // A control's label made of a custom view (`SettingsRow(title: "Saved Posts")`):
                // the control reads out whatever text it shows, which is not in this file.
                guard kind == .control else { return }
                if let component = context.project?.component(named: view.name) {
                    // The project's view sets a label on itself (`FullyQualifiedLabelView`), or shows no text at all (artwork).
                    if component.rootEffects.contains(.label) { hasLabelledImage = true }
                    if title == nil, !component.showsText {
                        helper = helper ?? view.name
                        return
                    }
                } else if title == nil {
                    // No View the project declares and no title given (a free `@ViewBuilder func RemoteImage(url:)`,
                    // another module's view, a `Path`): what it reads, if anything, is not in the code; a text
                    // beside it names the control.
                    if text == nil { helper = helper ?? view.name }
                    return
                }
                noteText(title.map { StringLiteral.literal($0) } ?? view.name, isInterpolated: false)
            }
        }

        private mutating func noteText(_ shown: String, isInterpolated: Bool) {
            textCount += 1
            guard text == nil else { return }
            text = shown
            textIsInterpolated = isInterpolated
        }

        private mutating func noteImage(_ chain: ChainNode, in context: RuleContext) {
            guard let link = chain.elementLink else { return }
            if context.hasAccessibilityLabel(chain) || context.imageSource(of: link) == .labelled { hasLabelledImage = true }
            // An image hidden from VoiceOver names the element only when nothing else shows (a workaround
            // `Image("does.not.exist")` before the symbol people see).
            let isHidden = context.isAccessibilityHidden(chain)
            guard symbol == nil || symbolIsHidden && !isHidden else { return }
            symbolIsHidden = isHidden
            symbol = nil
            symbolFollowsState = false
            switch context.symbolNames(of: chain) {
            case let .single(name)?: symbol = name
            case let .conditional(_, whenTrue, whenFalse)?:
                symbol = "\(whenTrue) / \(whenFalse)"
                symbolFollowsState = true
            case nil:
                if case let .asset(name?)? = context.imageSource(of: link) { symbol = name }
            }
        }
    }

    /// Whether a view sits in a branch of an `if` or `switch` inside the element that shows it, other
    /// than one that shows a progress indicator instead while work runs.
    static func isInBranch(_ node: SyntaxNode) -> Bool {
        // `Button("Copy", systemImage: "doc.on.doc")` shows its own image: a branch around it is around the whole control.
        if let chain = node as? ChainNode, chain.elementLink.map({ RuleContext.controls.contains($0.name) }) ?? false { return false }
        var current = node.parent
        while let ancestor = current, !(ancestor is TypeDeclNode) {
            if let statement = ancestor as? StatementNode, statement.keyword == "if" || statement.keyword == "switch" {
                // `if isSubmitting { ProgressView() } else { Text("Sign In") }`: a spinner stands in while the work runs.
                return !statement.descendants(ofType: ChainNode.self).contains { $0.elementLink?.name == "ProgressView" }
            }
            // The element's own chain ends the search: a branch around the whole control is another matter.
            if let chain = ancestor as? ChainNode, chain.elementLink.map({ RuleContext.controls.contains($0.name) }) ?? false { return false }
            current = ancestor.parent
        }
        return false
    }

    /// A literal as written (`"Save"`), an expression as written (`post.title`), shortened for a table cell.
    static func cellText(_ expression: SyntaxNode) -> String {
        let text = expression.text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return text.count > 48 ? String(text.prefix(45)) + "…" : text
    }
}

private extension RuleContext.ShownText.Value {
    var isInterpolated: Bool {
        if case .interpolated = self { return true }
        return false
    }
}
