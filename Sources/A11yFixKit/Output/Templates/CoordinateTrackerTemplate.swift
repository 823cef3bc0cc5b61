/// The `CoordinateTracker.swift` that `a11yfix init --tracker` writes into an app: seed 004's
/// coordinate tracking (elements by identifier, their frames and centres, the screen on display),
/// implemented for a11yfix. `--identifiers --track` adds the `.trackElement("…")` calls it serves.
enum CoordinateTrackerTemplate {
    static let fileName = "CoordinateTracker.swift"

    static let source = #"""
    // CoordinateTracker.swift, written by `a11yfix init --tracker`.
    //
    // Lets UI tests and AI agents find an element on screen without a screenshot: each view marked
    // `.trackElement("identifier")` reports its frame in window coordinates under its accessibility
    // identifier, and `.trackScreen("Name")` records which screen is showing. `a11yfix --identifiers
    // --track --apply` adds both the identifiers and the `.trackElement` calls.
    //
    // Tracking runs in DEBUG builds only: in release builds both modifiers return the view unchanged.

    import SwiftUI

    /// Where tracked elements are, by accessibility identifier, and which screen is showing.
    @MainActor
    final class CoordinateTracker {
        static let shared = CoordinateTracker()

        /// A tracked element: its frame in global (window) coordinates, and the screen it was on.
        struct TrackedElement: Equatable {
            let id: String
            let frame: CGRect
            let viewName: String?

            /// The point to tap: the middle of the frame.
            var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
        }

        private(set) var elements: [String: TrackedElement] = [:]
        private(set) var currentView: String?
        private(set) var viewMetadata: [String: String] = [:]

        private init() {}

        func track(id: String, frame: CGRect) {
            elements[id] = TrackedElement(id: id, frame: frame, viewName: currentView)
        }

        func untrack(id: String) {
            elements[id] = nil
        }

        func frame(for id: String) -> CGRect? {
            elements[id]?.frame
        }

        func tapPoint(for id: String) -> CGPoint? {
            elements[id]?.center
        }

        func updateViewContext(viewName: String, metadata: [String: String] = [:]) {
            currentView = viewName
            viewMetadata = metadata
        }

        /// One line per element, sorted by identifier, for a log an agent reads:
        /// `settings_save_button x=16 y=702 width=361 height=50 center=196.5,727 view=SettingsView`.
        func snapshot() -> String {
            elements.values.sorted { $0.id < $1.id }.map { element in
                let frame = element.frame
                return "\(element.id) x=\(frame.minX) y=\(frame.minY) width=\(frame.width) height=\(frame.height) "
                    + "center=\(element.center.x),\(element.center.y) view=\(element.viewName ?? "-")"
            }.joined(separator: "\n")
        }
    }

    extension View {
        /// Reports this view's frame to `CoordinateTracker` under `id`: use the view's accessibility
        /// identifier, so a test that finds the element by identifier also knows where to tap.
        func trackElement(_ id: String) -> some View {
            #if DEBUG
            background(
                GeometryReader { proxy in
                    TrackedFrame(id: id, frame: proxy.frame(in: .global))
                }
            )
            #else
            self
            #endif
        }

        /// Records that this screen is showing, with details an agent may need (a record's id).
        func trackScreen(_ viewName: String, metadata: [String: String] = [:]) -> some View {
            #if DEBUG
            onAppear {
                CoordinateTracker.shared.updateViewContext(viewName: viewName, metadata: metadata)
            }
            #else
            self
            #endif
        }
    }

    #if DEBUG
    /// Keeps one element's frame current: reported when it appears and whenever it moves or
    /// resizes, removed when it disappears.
    private struct TrackedFrame: View {
        let id: String
        let frame: CGRect

        var body: some View {
            Color.clear
                .task(id: frame) {
                    CoordinateTracker.shared.track(id: id, frame: frame)
                }
                .onDisappear {
                    CoordinateTracker.shared.untrack(id: id)
                }
        }
    }
    #endif

    """#
}
