extension RuleContext {
    /// Whether the file draws a widget or a complication, on a canvas of fixed size whatever the
    /// text size: it reads the widget's family or rendering mode from the environment, applies
    /// `.widgetAccentable()`, `.widgetURL(…)`, `.widgetLabel(…)` or `.containerBackground(…, for: .widget)`,
    /// names an accessory family or gauge style (`.accessoryCircular`: the Lock Screen's and a watch
    /// face's complications, also in an extension of the widget's view in a file of its own), or declares
    /// the widget's `TimelineEntry`; or draws a Live Activity (`ActivityConfiguration`, `DynamicIsland`,
    /// `.activityBackgroundTint(…)`). (Setting `.environment(\.widgetFamily, …)` to preview a widget
    /// inside the app is not drawing one.) A file in a widget extension's folder draws one whatever it
    /// says (project index).
    func findsWidgetContent() -> Bool {
        if project?.isInWidgetExtension(file: file.path) == true { return true }
        let environmentValues: Set<String> = ["widgetFamily", "widgetRenderingMode", "showsWidgetContainerBackground"]
        let tokens = tree.tokens
        func text(_ index: Int) -> String { index >= 0 && index < tokens.count ? tree.text(ofToken: index) : "" }
        return tokens.indices.contains { index in
            guard tokens[index].kind == .identifier else { return false }
            switch text(index) {
            // A Live Activity: the Lock Screen banner and the Dynamic Island's regions are fixed too.
            case "TimelineEntry", "ActivityConfiguration", "DynamicIsland", "ActivityViewContext": return true
            case "widgetAccentable", "widgetURL", "widgetLabel", "activityBackgroundTint", "keylineTint": return text(index - 1) == "." && text(index + 1) == "("
            // The Lock Screen's and a watch face's families, and the gauges drawn for them.
            case "accessoryCircular", "accessoryCircularCapacity", "accessoryCorner", "accessoryRectangular", "accessoryInline",
                 "AccessoryWidgetBackground":
                return text(index - 1) == "." || text(index) == "AccessoryWidgetBackground"
            case "widget": return text(index - 1) == "." && text(index - 3) == "for"
            case let name where environmentValues.contains(name): return text(index - 2) == "\\" && text(index - 4) == "@Environment"
            default: return false
            }
        }
    }
}
