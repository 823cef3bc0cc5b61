// swift-tools-version: 5.9
// Harbor: the demo app bundled with a11yfix.
//
// This manifest is never built in CI (the sources need the Apple SDKs); it is here so the
// deployment target below is documented in the place a11yfix reads it from.
import PackageDescription

let package = Package(
    name: "DemoApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "DemoApp", targets: ["DemoApp"]),
    ],
    targets: [
        .target(
            name: "DemoApp",
            path: "Sources/DemoApp"
        ),
    ]
)
