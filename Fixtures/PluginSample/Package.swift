// swift-tools-version:5.9
// A package that uses a11yfix's plugins (PluginTests): the command plugin (`swift package a11yfix
// --check`) and the build-tool plugin, which checks PluginSample on every `swift build`.
import PackageDescription

let package = Package(
    name: "PluginSample",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "../..")],
    targets: [
        .target(name: "PluginSample", plugins: [.plugin(name: "A11yFixBuildToolPlugin", package: "a11yfix")]),
    ]
)
