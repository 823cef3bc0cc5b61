// swift-tools-version:5.9
// a11yfix has no package dependencies: only the Swift toolchain (standard library, Foundation, XCTest).
import PackageDescription

let package = Package(
    name: "a11yfix",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "a11yfix", targets: ["a11yfix"]),
        .executable(name: "a11yfix-bench", targets: ["a11yfix-bench"]),
        .library(name: "A11yFixKit", targets: ["A11yFixKit"]),
        .plugin(name: "A11yFixPlugin", targets: ["A11yFixPlugin"]),
        .plugin(name: "A11yFixBuildToolPlugin", targets: ["A11yFixBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "A11yFixKit"),
        .executableTarget(name: "a11yfix", dependencies: ["A11yFixKit"]),
        // `make bench`: generates a large corpus and measures a11yfix on it; never part of `make test`.
        .executableTarget(name: "a11yfix-bench", dependencies: ["A11yFixKit"]),
        // `swift package a11yfix …` in packages that depend on a11yfix (docs/xcode.md). It declares no
        // write permission, which SwiftPM would demand for every run (--dry-run too); --apply runs pass
        // --allow-writing-to-package-directory instead.
        .plugin(
            name: "A11yFixPlugin",
            capability: .command(intent: .custom(verb: "a11yfix", description: "Find and fix accessibility problems in the package's Swift sources")),
            dependencies: ["a11yfix"]),
        // `plugins: [.plugin(name: "A11yFixBuildToolPlugin", package: "a11yfix")]` on a target: its
        // findings as build warnings (errors under a strict config) on every build (docs/xcode.md).
        .plugin(name: "A11yFixBuildToolPlugin", capability: .buildTool(), dependencies: ["a11yfix"]),
        // Resources/ holds files the tests read by path (the SARIF schema), not bundle resources.
        .testTarget(name: "A11yFixKitTests", dependencies: ["A11yFixKit"], exclude: ["Resources"]),
    ]
)
