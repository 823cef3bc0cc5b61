// swift-tools-version: 5.9
// Palette: an iOS app with one screen drawn in the system's colours and one whose colours come
// from its callers, for `a11yfix nutrition`'s colour categories. Never built in CI (the sources
// need the Apple SDKs).
import PackageDescription

let package = Package(
    name: "PaletteApp",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "PaletteApp", path: "Sources/PaletteApp"),
    ]
)
