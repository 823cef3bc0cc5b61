// swift-tools-version:5.9
// A package that uses a11yfix's command plugin (PluginTests): `swift package a11yfix --check`.
import PackageDescription

let package = Package(
    name: "PluginSample",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "../..")],
    targets: [
        .target(name: "PluginSample"),
    ]
)
