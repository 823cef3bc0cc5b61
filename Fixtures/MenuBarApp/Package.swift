// swift-tools-version: 5.9
// Tally: a macOS app with a main window, an extra window, a Settings scene with tabs and a menu bar
// extra, for `a11yfix nutrition`'s screen map. Never built in CI (the sources need the Apple SDKs).
import PackageDescription

let package = Package(
    name: "MenuBarApp",
    platforms: [.macOS(.v14)],
    targets: [
        .target(name: "MenuBarApp", path: "Sources/MenuBarApp"),
    ]
)
