/// The answers `ProjectIndex` gives about what a project's files declare and how they use it.

/// The accessibility a project's own modifier sets on the view it modifies: a View extension
/// function (`.shortcutKeyHelp(…)`) or a ViewModifier type (`.modifier(CardStyle())`).
public struct AccessibilityEffects: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let label = AccessibilityEffects(rawValue: 1 << 0)
    public static let hidden = AccessibilityEffects(rawValue: 1 << 1)
    public static let value = AccessibilityEffects(rawValue: 1 << 2)
    public static let hint = AccessibilityEffects(rawValue: 1 << 3)
    /// Adds or removes traits (`.accessibilityAddTraits`, `.isHeader` headings).
    public static let traits = AccessibilityEffects(rawValue: 1 << 4)
    /// `.accessibilityElement(children: .combine)`.
    public static let combinesChildren = AccessibilityEffects(rawValue: 1 << 5)
    /// `.accessibilityElement(children: .ignore)`, and `.accessibilityElement()` (whose default is ignore).
    public static let ignoresChildren = AccessibilityEffects(rawValue: 1 << 6)
    /// `.accessibilityElement(children: .contain)`.
    public static let containsChildren = AccessibilityEffects(rawValue: 1 << 7)
    public static let identifier = AccessibilityEffects(rawValue: 1 << 8)
    /// `.accessibilityAction`, `.accessibilityActions`, `.accessibilityAdjustableAction`, `.accessibilityScrollAction`.
    public static let actions = AccessibilityEffects(rawValue: 1 << 9)
    public static let inputLabels = AccessibilityEffects(rawValue: 1 << 10)
    public static let sortPriority = AccessibilityEffects(rawValue: 1 << 11)
    /// `.accessibilityRepresentation`, `.accessibilityChildren`: the element is described by other views.
    public static let representation = AccessibilityEffects(rawValue: 1 << 12)

    /// What one accessibility modifier sets: `name` is the modifier (`accessibilityLabel`,
    /// `accessibility` for the deprecated forms), `firstLabel` its first argument's label, and
    /// `firstValue` the first argument's text when it is one token (`true`, `.combine`).
    static func of(modifier name: String, firstLabel: String?, firstValue: String?) -> AccessibilityEffects {
        switch name {
        case "accessibilityLabel": return .label
        case "accessibilityHidden": return firstValue == "false" ? [] : .hidden
        case "accessibilityValue": return .value
        case "accessibilityHint": return .hint
        case "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityHeading": return .traits
        case "accessibilityIdentifier": return .identifier
        case "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilityScrollAction": return .actions
        case "accessibilityInputLabels": return .inputLabels
        case "accessibilitySortPriority": return .sortPriority
        case "accessibilityRepresentation", "accessibilityChildren": return .representation
        case "accessibilityElement":
            switch firstValue {
            case ".combine": return .combinesChildren
            case ".contain": return .containsChildren
            default: return .ignoresChildren
            }
        case "accessibility":
            switch firstLabel {
            case "label": return .label
            case "hidden": return firstValue == "false" ? [] : .hidden
            case "value": return .value
            case "hint": return .hint
            case "addTraits", "removeTraits": return .traits
            case "identifier": return .identifier
            case "inputLabels": return .inputLabels
            case "sortPriority": return .sortPriority
            default: return []
            }
        default: return []
        }
    }
}

/// How a project's files construct a type as an expression (`Row(item: item)`, `Card { … }`)
/// outside previews, and what the modifier chain after it does.
public struct TypeUses: Equatable, Sendable {
    public var total = 0
    /// Uses hidden from VoiceOver: their own chain says `.accessibilityHidden(true)` (or the
    /// deprecated `.accessibility(hidden: true)`), or they sit in the content of a view whose chain does.
    public var hidden = 0
    /// Uses whose chain gives them a label (`.accessibilityLabel`, `.accessibility(label:)`).
    public var labelled = 0
    /// Uses in code that builds only for macOS: its `#if` region and its file's targets allow no
    /// other platform (Mac Catalyst is iOS code).
    public var macOSOnly = 0
    /// Uses inside the content of a `ForEach` or a `List` over data: the view is drawn once per item.
    public var perItem = 0
    /// Uses in files that animate changes (`withAnimation`, `.animation(…)`): where a transition of
    /// the view can play.
    public var inAnimatingFile = 0
    /// Uses in files that draw views into an image (`ImageRenderer`, `snapshot()`): the view may be
    /// a picture exported at a fixed size.
    public var inRenderingFile = 0
    /// Uses in the label of a `Button`, `NavigationLink` or `Link`: the view is part of a control.
    public var inControlLabel = 0
    /// Uses in the content of a vertical `ScrollView`, a `List` or a `Form`: the view scrolls.
    public var scrolled = 0
    /// Uses given a fixed height of their own (`.frame(height: 45)`): the view cannot grow taller there.
    public var fixedHeight = 0
    /// Uses among a menu's items (`Menu { … }`, `.contextMenu { … }`, `.swipeActions { … }`): the
    /// system draws the view as an entry from its text and image.
    public var inMenu = 0
    /// Uses that come and go with the state around them: in an `if` or `switch` branch of a view (not
    /// of the content a sheet or a navigation destination shows), or once per item of a list. Only
    /// there does a transition on the view's root play.
    public var insertedConditionally = 0

    public init(total: Int = 0, hidden: Int = 0, labelled: Int = 0, macOSOnly: Int = 0, perItem: Int = 0, inAnimatingFile: Int = 0,
                inRenderingFile: Int = 0) {
        self.total = total
        self.hidden = hidden
        self.labelled = labelled
        self.macOSOnly = macOSOnly
        self.perItem = perItem
        self.inAnimatingFile = inAnimatingFile
        self.inRenderingFile = inRenderingFile
    }
}

/// A static member a project declares on a type, in its own code or an extension:
/// `extension Font { static func custom(_ name: FontName, size: CGFloat) -> Font }`.
public struct MemberSignature: Equatable, Sendable {
    public enum Kind: UInt8, Sendable {
        case function, property
    }

    public var kind: Kind
    /// A function's argument labels, `_` for an unlabelled one; empty for a property.
    public var labels: [String]
    /// The type of a function's first parameter as written (`FontName`); nil for a property.
    public var firstParameterType: String?
    /// A function's result type or a property's type as written; nil when the code does not say
    /// (`static let brand = Color("Brand")`).
    public var type: String?
    /// The Asset Catalog colour a property gives, when all it does is name one
    /// (`static let brand = Color("Brand")`, `static var brand: UIColor { UIColor(named: "Brand")! }`),
    /// `.brand` when it names the asset by its generated symbol (`Color(.brand)`), `=` when it gives
    /// the member of its own name (`static var brand: Color { .brand }` for ShapeStyle).
    public var colorAsset: String?
    /// For a colour initialiser that reads a hex value (`init(hex: String)` on `Color`, `UIColor`
    /// or `NSColor`, recorded as the member `init`): what its body does with the value.
    public var hexReading: HexColorReading?
    /// For a function that returns a font from its first parameter, a size: `""` when it builds a
    /// font of that fixed size itself (`Font.system(size: size, design: .rounded)`,
    /// `UIFont.systemFont(ofSize: size)`), the name of the function of the same type it hands the
    /// size to (`.fontWithSize(size, weight: .bold)`), nil when it scales it or does neither.
    public var fixedFontSize: String?

    public init(kind: Kind, labels: [String] = [], firstParameterType: String? = nil, type: String? = nil, colorAsset: String? = nil,
                hexReading: HexColorReading? = nil, fixedFontSize: String? = nil) {
        self.kind = kind
        self.labels = labels
        self.firstParameterType = firstParameterType
        self.type = type
        self.colorAsset = colorAsset
        self.hexReading = hexReading
        self.fixedFontSize = fixedFontSize
    }
}

/// What a call site of a project's View needs to know about it: what it stores, how it can be
/// initialised, and whether it is an icon-only control (`IconButton(systemName: "trash", action: delete)`).
public struct ComponentSignature: Equatable, Sendable {
    public struct StoredProperty: Equatable, Sendable {
        public var name: String
        /// As written; nil when inferred from the initial value.
        public var type: String?
        /// The property wrapper, without `@` (`State`, `Binding`, `Environment`); nil for a plain property.
        public var wrapper: String?
        /// Whether the declaration gives it a value (it can be left out of the memberwise initialiser).
        public var hasInitialValue: Bool

        public init(name: String, type: String?, wrapper: String?, hasInitialValue: Bool) {
            self.name = name
            self.type = type
            self.wrapper = wrapper
            self.hasInitialValue = hasInitialValue
        }
    }

    /// The control a component's body is, when that control shows nothing but one image.
    public struct IconOnlyControl: Equatable, Sendable {
        public enum Image: Equatable, Sendable {
            /// `Image(systemName: name)`, `name` a stored property of the component.
            case symbolProperty(String)
            /// `Image(name)`, an asset named by a stored property.
            case assetProperty(String)
            /// `Image(systemName: "trash")`.
            case symbol(String)
            /// `Image("Trash")`.
            case asset(String)
        }

        /// `Button`, `Link`, `NavigationLink`, `Toggle` or `Menu`.
        public var control: String
        public var image: Image

        public init(control: String, image: Image) {
            self.control = control
            self.image = image
        }
    }

    public var name: String
    /// Stored instance properties, in declaration order (the memberwise initialiser's order).
    public var properties: [StoredProperty]
    /// The argument labels of each explicit initialiser (`_` for an unlabelled one), in the type and
    /// its extensions; empty when it has only the memberwise one.
    public var initializers: [[String]]
    public var iconOnlyControl: IconOnlyControl?
    /// What its `body`'s root view sets through its own modifiers: a label set there names every
    /// control the component is the label of.
    public var rootEffects: AccessibilityEffects = []
    /// Whether its `body` shows a `Text` or `Label`, which a control it labels reads out.
    public var showsText = false
    /// Whether the type builds a control a person acts on (a `Button`, `Link`, `TextField`, `Toggle`
    /// …) or a tap gesture anywhere in its declaration: a container that shows it and is combined
    /// into one element would swallow that control's action.
    public var holdsControls = false
    /// Whether its `body` is one `Image` and its modifiers: the app's own icon view (`ThemeImage(.copy)`),
    /// which a control that shows only it shows only an image.
    public var drawsOnlyImage = false
    /// Whether its `body` is a `Menu` of the views its caller passes in: what a caller writes in
    /// its trailing closure are menu items.
    public var isMenuOfCallersContent = false

    public init(name: String, properties: [StoredProperty] = [], initializers: [[String]] = [], iconOnlyControl: IconOnlyControl? = nil) {
        self.name = name
        self.properties = properties
        self.initializers = initializers
        self.iconOnlyControl = iconOnlyControl
    }
}

/// An answer in a form that compares across processes: the result cache keeps the fingerprints of
/// the answers a file's findings depended on and reuses them only while the index still gives them.
protocol IndexAnswer {
    var answerText: String { get }
}

extension Bool: IndexAnswer {
    var answerText: String { self ? "1" : "0" }
}

extension AccessibilityEffects: IndexAnswer {
    var answerText: String { String(rawValue) }
}

extension TypeUses: IndexAnswer {
    var answerText: String { "\(total) \(hidden) \(labelled) \(macOSOnly) \(perItem) \(inAnimatingFile) \(inRenderingFile) \(inControlLabel) \(scrolled) \(insertedConditionally) \(fixedHeight) \(inMenu)" }
}

extension Set: IndexAnswer where Element == String {
    var answerText: String { sorted().joined(separator: "\n") }
}

extension MemberSignature: IndexAnswer {
    var answerText: String {
        "\(kind.rawValue) \(labels.joined(separator: ",")) \((firstParameterType ?? "-").debugDescription) \((type ?? "-").debugDescription) \((colorAsset ?? "-").debugDescription) \((hexReading?.encoded ?? "-").debugDescription) \((fixedFontSize ?? "-").debugDescription)"
    }
}

extension Array: IndexAnswer where Element == MemberSignature {
    var answerText: String { map(\.answerText).joined(separator: "\n") }
}

extension Optional: IndexAnswer where Wrapped == ComponentSignature {
    var answerText: String {
        guard let component = self else { return "none" }
        var lines = [component.name]
        lines += component.properties.map { "\($0.name) \(($0.type ?? "-").debugDescription) \($0.wrapper ?? "-") \($0.hasInitialValue)" }
        lines += component.initializers.map { "init " + $0.joined(separator: ",") }
        if let control = component.iconOnlyControl { lines.append("control \(control.control) \(control.image)") }
        lines.append("root \(component.rootEffects.rawValue) text \(component.showsText) menu \(component.isMenuOfCallersContent) controls \(component.holdsControls) image \(component.drawsOnlyImage)")
        return lines.joined(separator: "\n")
    }
}

/// An Asset Catalog colour, or none.
struct AssetColorAnswer: IndexAnswer {
    var color: AssetColor?
    var answerText: String {
        guard let color else { return "none" }
        return ([color.light] + (color.dark.map { [$0] } ?? [])).map { "\($0.red) \($0.green) \($0.blue) \($0.alpha)" }.joined(separator: "\n")
    }
}
