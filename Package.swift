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
    ],
    targets: [
        .target(name: "A11yFixKit"),
        .executableTarget(name: "a11yfix", dependencies: ["A11yFixKit"]),
        // `make bench`: generates a large corpus and measures a11yfix on it; never part of `make test`.
        .executableTarget(name: "a11yfix-bench", dependencies: ["A11yFixKit"]),
        // Resources/ holds files the tests read by path (the SARIF schema), not bundle resources.
        .testTarget(name: "A11yFixKitTests", dependencies: ["A11yFixKit"], exclude: ["Resources"]),
    ]
)
