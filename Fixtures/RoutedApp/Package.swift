// swift-tools-version: 5.9
// Relay: an iOS app whose screens are reached through tabs, a router enum and a sheet, for
// `a11yfix nutrition`'s screen map. Never built in CI (the sources need the Apple SDKs).
import PackageDescription

let package = Package(
    name: "RoutedApp",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "RoutedApp", path: "Sources/RoutedApp"),
    ]
)
