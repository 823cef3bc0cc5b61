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
        case missing = "—"
        /// Does not apply to this element (seed 004: values only for elements that carry state).
        case notApplicable = "n/a"

        public var jsonName: String {
            switch self {
            case .present: return "present"
            case .automatic: return "automatic"
            case .missing: return "missing"
            case .notApplicable: return "notApplicable"
            }
        }
    }

    public enum Kind: String, Sendable {
        /// Button, NavigationLink, Toggle, Picker … (seed 004's "always needs full coverage").
        case control
        /// A view that is not a control but has `.onTapGesture`.
        case tappable
        /// A stack that is a data row of a List.
        case row
    }

    public var offset: Int
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
        [("identifier", identifier), ("label", label), ("hint", hint), ("value", value), ("traits", traits)]
    }

    /// Every property that applies is set in code or provided by SwiftUI (seed 004's "fully accessible").
    public var isFullyAccessible: Bool { properties.allSatisfy { $0.status != .missing } }
}

/// Finds a file's interactive elements the way the identifier rule does (controls, tappable views,
/// data rows of lists; not previews, system alert buttons or elements whose container speaks for
/// them), and reads the five properties of each.
public enum ElementInventory {
    public static func elements(in context: RuleContext) -> [AuditElement] {
        let planner = IdentifierPlanner(context: context)
        var found: [(chain: ChainNode, kind: AuditElement.Kind)] = []
        var seen = Set<ObjectIdentifier>()
        func add(_ chain: ChainNode, _ kind: AuditElement.Kind) {
            guard context.isViewPosition(chain), let type = context.enclosingType(of: chain), !context.isPreview(chain),
                  planner.isExposed(chain), !context.isInsideModifier(chain, named: IdentifierPlanner.systemAlerts),
                  seen.insert(ObjectIdentifier(chain)).inserted else { return }
            found.append((chain, kind))
        }
        for chain in context.elements(named: IdentifierPlanner.controls) { add(chain, .control) }
        for chain in context.chains where chain.hasModifier("onTapGesture") && planner.isTappableView(chain) { add(chain, .tappable) }
        for chain in context.chains {
            guard let element = chain.elementLink, let closure = planner.dataClosure(of: element), planner.isListContent(chain) else { continue }
            for row in context.contentChains(of: closure) where planner.isPlainRow(row) { add(row, .row) }
        }
        let reader = PropertyReader(context: context, planner: planner)
        return found.map { reader.describe($0.chain, kind: $0.kind) }.sorted { $0.offset < $1.offset }
    }
}

/// Reads one element's properties.
private struct PropertyReader {
    let context: RuleContext
    let planner: IdentifierPlanner

    static let textInputs: Set<String> = ["TextField", "SecureField", "TextEditor"]
    /// Controls whose current value SwiftUI reads out itself.
    static let automaticValueControls: Set<String> = ["Toggle", "Picker", "DatePicker", "MultiDatePicker", "ColorPicker", "Slider", "TextField", "SecureField", "TextEditor"]
    /// Controls that label themselves when given no label (`ShareLink(item:)` says "Share").
    static let selfLabelledControls: Set<String> = ["ShareLink", "EditButton", "PasteButton"]

    func describe(_ chain: ChainNode, kind: AuditElement.Kind) -> AuditElement {
        let element = chain.elementLink!
        let tree = context.tree
        let offset = tree.tokens[element.nameToken ?? element.firstToken].start
        let content = visibleContent(of: chain, element: element, kind: kind)
        let label: AuditElement.Status
        if context.hasAccessibilityLabel(chain) || content.hasLabelledImage {
            label = .present
        } else if kind == .row, context.childrenBehavior(of: chain) != .combine {
            // A row's texts are separate stops for VoiceOver until the row is one element.
            label = .missing
        } else if content.text != nil || (kind == .control && PropertyReader.selfLabelledControls.contains(element.name) && content.symbol == nil) {
            label = .automatic
        } else {
            label = .missing
        }
        let hint: AuditElement.Status
        if sets(chain, "accessibilityHint", deprecatedLabel: "hint") {
            hint = .present
        } else {
            hint = kind == .row || PropertyReader.textInputs.contains(element.name) ? .notApplicable : .missing
        }
        let value: AuditElement.Status
        if sets(chain, "accessibilityValue", deprecatedLabel: "value") {
            value = .present
        } else {
            switch kind {
            case .control:
                if PropertyReader.automaticValueControls.contains(element.name) {
                    value = .automatic
                } else if element.name == "Stepper" {
                    // A Stepper reads its title; only a title that shows the count says the value.
                    value = content.textIsInterpolated ? .automatic : .missing
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
        if sets(chain, "accessibilityAddTraits", deprecatedLabel: "addTraits") {
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
        return AuditElement(offset: offset, line: context.file.location(of: offset).line,
                            element: content.text ?? content.symbol ?? content.binding ?? element.name, type: type, kind: kind,
                            identifier: planner.hasIdentifier(chain) ? .present : .missing, label: label, hint: hint, value: value,
                            traits: traits, isIconOnly: kind == .control && content.text == nil && content.symbol != nil)
    }

    /// What an element shows: its first text, or the image it shows instead, and how many texts.
    struct Content {
        /// `"Save"` for a literal, the expression (`post.title`) otherwise.
        var text: String?
        var textIsInterpolated = false
        var textCount = 0
        /// `square.and.arrow.up`, `ic_close`, `heart.fill / heart`.
        var symbol: String?
        var hasLabelledImage = false
        /// `$volume`: what a value control without a title is bound to.
        var binding: String?
    }

    func visibleContent(of chain: ChainNode, element: LinkNode, kind: AuditElement.Kind) -> Content {
        var content = Content()
        let searched: [SyntaxNode]
        if kind == .control {
            if let title = element.arguments.first, title.label == nil, let value = title.value,
               !(value.singleChain?.links.first?.kind == .closure) {
                // `Button("Save")`, `Toggle(title, isOn:)`: an empty literal labels nothing.
                if context.stringLiteralValue(value)?.trimmingCharacters(in: .whitespaces).isEmpty != true {
                    content.text = displayText(value)
                    content.textIsInterpolated = isInterpolatedLiteral(value)
                    content.textCount = 1
                }
                return content
            }
            if let argument = element.argument("titleKey") ?? element.argument("title"), let value = argument.value {
                content.text = displayText(value)
                content.textCount = 1
                return content
            }
            searched = planner.labelContent(of: element).map { [$0] } ?? []
            content.binding = element.arguments.first { $0.value?.text.hasPrefix("$") ?? false }?.value?.text
        } else {
            searched = element.allClosures
        }
        for node in searched {
            let chains = (node as? ChainNode).map { [$0] + $0.descendants(ofType: ChainNode.self) } ?? node.descendants(ofType: ChainNode.self)
            for inner in chains {
                guard let link = inner.elementLink else { continue }
                switch link.name {
                case "Text", "Label":
                    guard let title = link.arguments.first(where: { $0.label == nil || $0.label == "verbatim" })?.value,
                          context.stringLiteralValue(title)?.trimmingCharacters(in: .whitespaces).isEmpty != true else {
                        if link.name == "Label" { noteImage(inner, link, into: &content) }
                        continue
                    }
                    content.textCount += 1
                    if content.text == nil {
                        content.text = displayText(title)
                        content.textIsInterpolated = isInterpolatedLiteral(title)
                    }
                case "Image":
                    noteImage(inner, link, into: &content)
                default:
                    // A control's label made of a custom view (`SettingsRow(title: "Saved Posts")`):
                    // the control reads out whatever text it shows, which is not in this file.
                    guard kind == .control, link.kind == .name, link.name.first?.isUppercase == true,
                          !IdentifierNaming.builtInViews.contains(link.name), !IdentifierPlanner.stacks.contains(link.name) else { continue }
                    if content.text == nil {
                        content.text = planner.customViewTitle(link).map { StringLiteral.literal($0) } ?? link.name
                    }
                    content.textCount += 1
                }
            }
        }
        return content
    }

    private func noteImage(_ chain: ChainNode, _ link: LinkNode, into content: inout Content) {
        if context.hasAccessibilityLabel(chain) || context.imageSource(of: link) == .labelled { content.hasLabelledImage = true }
        guard content.symbol == nil else { return }
        switch context.symbolNames(of: chain) {
        case let .single(name)?: content.symbol = name
        case let .conditional(_, whenTrue, whenFalse)?: content.symbol = "\(whenTrue) / \(whenFalse)"
        case nil:
            if case let .asset(name?)? = context.imageSource(of: link) { content.symbol = name }
        }
    }

    /// A literal as written (`"Save"`), an expression as written (`post.title`), shortened for a table cell.
    private func displayText(_ expression: ExpressionNode) -> String {
        let text = expression.text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return text.count > 48 ? String(text.prefix(45)) + "…" : text
    }

    private func isInterpolatedLiteral(_ expression: ExpressionNode) -> Bool {
        guard let chain = expression.singleChain, chain.links.count == 1, chain.links[0].kind == .literal else { return false }
        return context.stringLiteralValue(expression) == nil && context.tree.tokens[chain.links[0].firstToken].kind == .stringLiteral
    }

    /// Whether the chain sets a property with its modifier or the deprecated `.accessibility(label:)`
    /// form, also inside a postfix `#if` or a closure passed to a modifier.
    func sets(_ chain: ChainNode, _ modifier: String, deprecatedLabel: String) -> Bool {
        func matches(_ link: LinkNode) -> Bool {
            link.name == modifier || (link.name == "accessibility" && link.argument(deprecatedLabel) != nil)
        }
        return chain.modifiers.contains { link in
            matches(link) || link.allClosures.contains { $0.descendants(ofType: LinkNode.self).contains(where: matches) }
        }
    }
}
