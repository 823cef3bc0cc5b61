import XCTest
@testable import A11yFixKit

/// The project model: which targets compile a file, for which platforms, and whether they are tests.
final class ProjectModelTests: XCTestCase {
    func testPropertyListsParseAsXcodeWritesThem() throws {
        let plist = try PropertyList.parse(Array(#"""
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objects = {
                A1 /* App.swift */ = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
                A2 = { children = ( A1 /* App.swift */, "B 2", ); name = "Caf\U00e9 \"Bar\""; data = <0fbd77 1c2dbc>; };
            };
            rootObject = A9;
        }
        """#.utf8))
        XCTAssertEqual(plist["archiveVersion"], .string("1"))
        XCTAssertEqual(plist["objects"]?["A1"]?["sourceTree"], .string("<group>"))
        XCTAssertEqual(plist["objects"]?["A2"]?["children"]?.strings, ["A1", "B 2"])
        XCTAssertEqual(plist["objects"]?["A2"]?["name"]?.string, "Café \"Bar\"")
        XCTAssertEqual(plist["objects"]?["A2"]?["data"]?.string, "<0fbd77 1c2dbc>")
        XCTAssertEqual(plist["rootObject"]?.string, "A9")
        XCTAssertThrowsError(try PropertyList.parse(Array("{ a = b }".utf8)), "a missing ';' is an error")
        XCTAssertThrowsError(try PropertyList.parse(Array("{ a = \"b; }".utf8)), "an unterminated string is an error")
        XCTAssertThrowsError(try PropertyList.parse(Array("( a, b ) c".utf8)), "text after the value is an error")
    }

    /// An app for iOS and Mac Catalyst, a native Mac target, a unit test target, a widget extension
    /// in a synchronized folder, a local package, documentation and left-over files.
    static let harborProject = #"""
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	classes = {
    	};
    	objectVersion = 77;
    	objects = {

    /* Begin PBXBuildFile section */
    		B001 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F001 /* App.swift */; };
    		B002 /* SettingsView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F002 /* SettingsView.swift */; platformFilter = ios; };
    		B003 /* SettingsView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F002 /* SettingsView.swift */; };
    		B004 /* MacApp.swift in Sources */ = {isa = PBXBuildFile; fileRef = F004 /* MacApp.swift */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    		F001 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
    		F002 /* SettingsView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = SettingsView.swift; sourceTree = "<group>"; };
    		F003 /* Old.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Old.swift; sourceTree = "<group>"; };
    		F004 /* MacApp.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Mac/MacApp.swift; sourceTree = SOURCE_ROOT; };
    		F005 /* Mac.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Mac.xcconfig; sourceTree = "<group>"; };
    		F006 /* Kit */ = {isa = PBXFileReference; lastKnownFileType = wrapper; name = Kit; path = Packages/Kit; sourceTree = "<group>"; };
    		F007 /* Harbor.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Harbor.app; sourceTree = BUILT_PRODUCTS_DIR; };
    /* End PBXFileReference section */

    /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
    		E001 /* PBXFileSystemSynchronizedBuildFileExceptionSet */ = {
    			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    			membershipExceptions = (
    				Info.plist,
    				"Previews/WidgetPreview.swift",
    			);
    			target = T004 /* HarborWidgets */;
    		};
    		E002 /* PBXFileSystemSynchronizedBuildFileExceptionSet */ = {
    			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    			membershipExceptions = (
    				Shared.swift,
    			);
    			target = T002 /* HarborMac */;
    		};
    /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

    /* Begin PBXFileSystemSynchronizedRootGroup section */
    		S001 /* HarborTests */ = {isa = PBXFileSystemSynchronizedRootGroup; path = HarborTests; sourceTree = "<group>"; };
    		S002 /* Widgets */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E001 /* PBXFileSystemSynchronizedBuildFileExceptionSet */, E002 /* PBXFileSystemSynchronizedBuildFileExceptionSet */, ); explicitFileTypes = {}; explicitFolders = (); path = Widgets; sourceTree = "<group>"; };
    /* End PBXFileSystemSynchronizedRootGroup section */

    /* Begin PBXGroup section */
    		G001 = {
    			isa = PBXGroup;
    			children = (
    				G002 /* Harbor */,
    				S001 /* HarborTests */,
    				S002 /* Widgets */,
    				F005 /* Mac.xcconfig */,
    				F006 /* Kit */,
    				F004 /* MacApp.swift */,
    				G003 /* Products */,
    			);
    			sourceTree = "<group>";
    		};
    		G002 /* Harbor */ = {
    			isa = PBXGroup;
    			children = (
    				F001 /* App.swift */,
    				G004 /* Views */,
    				G005 /* Legacy */,
    			);
    			path = Harbor;
    			sourceTree = "<group>";
    		};
    		G003 /* Products */ = {
    			isa = PBXGroup;
    			children = (
    				F007 /* Harbor.app */,
    			);
    			name = Products;
    			sourceTree = "<group>";
    		};
    		G004 /* Views */ = {
    			isa = PBXGroup;
    			children = (
    				F002 /* SettingsView.swift */,
    			);
    			path = Views;
    			sourceTree = "<group>";
    		};
    		G005 /* Legacy */ = {
    			isa = PBXGroup;
    			children = (
    				F003 /* Old.swift */,
    			);
    			name = Legacy;
    			path = Legacy;
    			sourceTree = "<group>";
    		};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    		T001 /* Harbor */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = L001 /* Build configuration list for PBXNativeTarget "Harbor" */;
    			buildPhases = (
    				P001 /* Sources */,
    			);
    			name = Harbor;
    			packageProductDependencies = (
    				D001 /* Kit */,
    			);
    			productType = "com.apple.product-type.application";
    		};
    		T002 /* HarborMac */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = L002 /* Build configuration list for PBXNativeTarget "HarborMac" */;
    			buildPhases = (
    				P002 /* Sources */,
    			);
    			name = HarborMac;
    			productType = "com.apple.product-type.application";
    		};
    		T003 /* HarborTests */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = L003 /* Build configuration list for PBXNativeTarget "HarborTests" */;
    			buildPhases = (
    			);
    			fileSystemSynchronizedGroups = (
    				S001 /* HarborTests */,
    			);
    			name = HarborTests;
    			productType = "com.apple.product-type.bundle.unit-test";
    		};
    		T004 /* HarborWidgets */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = L003 /* Build configuration list for PBXNativeTarget "HarborWidgets" */;
    			buildPhases = (
    			);
    			fileSystemSynchronizedGroups = (
    				S002 /* Widgets */,
    			);
    			name = HarborWidgets;
    			productType = "com.apple.product-type.app-extension";
    		};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    		R001 /* Project object */ = {
    			isa = PBXProject;
    			buildConfigurationList = L000 /* Build configuration list for PBXProject "Harbor" */;
    			mainGroup = G001;
    			projectDirPath = "";
    			projectRoot = "";
    			targets = (
    				T001 /* Harbor */,
    				T002 /* HarborMac */,
    				T003 /* HarborTests */,
    				T004 /* HarborWidgets */,
    			);
    		};
    /* End PBXProject section */

    /* Begin PBXSourcesBuildPhase section */
    		P001 /* Sources */ = {
    			isa = PBXSourcesBuildPhase;
    			files = (
    				B001 /* App.swift in Sources */,
    				B002 /* SettingsView.swift in Sources */,
    			);
    		};
    		P002 /* Sources */ = {
    			isa = PBXSourcesBuildPhase;
    			files = (
    				B003 /* SettingsView.swift in Sources */,
    				B004 /* MacApp.swift in Sources */,
    			);
    		};
    /* End PBXSourcesBuildPhase section */

    /* Begin XCBuildConfiguration section */
    		C000 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				IPHONEOS_DEPLOYMENT_TARGET = 17.0;
    				SDKROOT = iphoneos;
    			};
    			name = Debug;
    		};
    		C001 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				IPHONEOS_DEPLOYMENT_TARGET = 16.4;
    				SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx";
    			};
    			name = Debug;
    		};
    		C002 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			baseConfigurationReference = F005 /* Mac.xcconfig */;
    			buildSettings = {
    				PRODUCT_NAME = "$(TARGET_NAME)";
    			};
    			name = Debug;
    		};
    		C003 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    			};
    			name = Debug;
    		};
    /* End XCBuildConfiguration section */

    /* Begin XCConfigurationList section */
    		L000 = {isa = XCConfigurationList; buildConfigurations = (C000 /* Debug */, ); };
    		L001 = {isa = XCConfigurationList; buildConfigurations = (C001 /* Debug */, ); };
    		L002 = {isa = XCConfigurationList; buildConfigurations = (C002 /* Debug */, ); };
    		L003 = {isa = XCConfigurationList; buildConfigurations = (C003 /* Debug */, ); };
    /* End XCConfigurationList section */

    /* Begin XCSwiftPackageProductDependency section */
    		D001 /* Kit */ = {isa = XCSwiftPackageProductDependency; productName = Kit; };
    /* End XCSwiftPackageProductDependency section */
    	};
    	rootObject = R001 /* Project object */;
    }
    """#

    private func harbor() throws -> (folder: TemporaryFolder, model: ProjectModel) {
        let folder = try TemporaryFolder()
        try folder.write("Harbor/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Harbor/Harbor.xcodeproj/project.pbxproj", Self.harborProject)
        try folder.write("Harbor/Mac.xcconfig", "// The Mac app\nSDKROOT = macosx\n#include \"Shared.xcconfig\"\n")
        try folder.write("Harbor/Shared.xcconfig", "MACOSX_DEPLOYMENT_TARGET = 13.0 // Ventura\nSDKROOT[sdk=iphoneos*] = iphoneos\n")
        for path in ["Harbor/App.swift", "Harbor/Views/SettingsView.swift", "Harbor/Legacy/Old.swift", "Harbor/Stray.swift", "Mac/MacApp.swift",
                     "HarborTests/SettingsTests.swift", "Widgets/Widget.swift", "Widgets/Shared.swift", "Widgets/Previews/WidgetPreview.swift",
                     "Packages/Kit/Sources/Kit/Card.swift", "Packages/Kit/Tests/KitTests/CardTests.swift", "Packages/Kit/Examples/Demo.swift",
                     "Packages/Kit/Sources/Kit/Kit.docc/Tutorial/Step1.swift"] {
            try folder.write("Harbor/" + path, "import SwiftUI\n")
        }
        try folder.write("Harbor/Packages/Kit/Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
            name: "Kit",
            platforms: [.iOS(.v16), .macOS(.v13)],
            products: [.library(name: "Kit", targets: ["Kit"])],
            targets: [
                .target(name: "Kit", dependencies: [.product(name: "Collections", package: "swift-collections")]),
                .testTarget(name: "KitTests", dependencies: ["Kit"]),
            ]
        )
        """)
        let root = folder.url.path + "/Harbor"
        XCTAssertEqual(ProjectModel.root(forFolder: root + "/Packages/Kit/Sources/Kit"), root, "the repository root, above the package")
        return (folder, ProjectModel(root: root, files: ProjectFiles.scan(root)))
    }

    func testXcodeTargetsDecideRolesPlatformsAndVersions() throws {
        let (folder, model) = try harbor()
        func role(_ path: String) -> ProjectModel.FileRole { model.role(of: folder.url.path + "/Harbor/" + path) }
        XCTAssertEqual(role("Harbor/App.swift"), .init(kind: .product, platforms: ["iOS", "macCatalyst"], deploymentTargets: ["iOS": "16.4", "macCatalyst": "16.4"]),
                       "an iOS target listing macosx runs on the Mac through Catalyst; the target's version wins over the project's")
        XCTAssertEqual(role("Harbor/Views/SettingsView.swift"),
                       .init(kind: .product, platforms: ["iOS", "macOS"], deploymentTargets: ["iOS": "16.4", "macOS": "13.0"]),
                       "compiled by the iOS app, filtered to iOS (not Catalyst), and by the Mac app, whose settings come from an included .xcconfig")
        XCTAssertEqual(role("Mac/MacApp.swift").platforms, ["macOS"], "a SOURCE_ROOT reference")
        XCTAssertEqual(role("HarborTests/SettingsTests.swift").kind, .test, "a synchronized folder of a unit test target")
        XCTAssertEqual(role("Widgets/Widget.swift"), .init(kind: .product, platforms: ["iOS"], deploymentTargets: ["iOS": "17.0"]),
                       "a synchronized folder; the project's settings apply")
        XCTAssertEqual(role("Widgets/Previews/WidgetPreview.swift").kind, .notCompiled, "excluded from the only target of its folder")
        XCTAssertEqual(role("Widgets/Shared.swift").platforms, ["iOS", "macOS"], "an exception adds it to the Mac app, which does not sync the folder")
        XCTAssertEqual(role("Harbor/Legacy/Old.swift").kind, .notCompiled, "in the project, in no target")
        XCTAssertEqual(role("Harbor/Stray.swift").kind, .notCompiled, "under the project's folder, unknown to it")
    }

    func testPackageTargetsDecideRolesAndTheAppNarrowsTheirPlatforms() throws {
        let (folder, model) = try harbor()
        func role(_ path: String) -> ProjectModel.FileRole { model.role(of: folder.url.path + "/Harbor/Packages/Kit/" + path) }
        XCTAssertEqual(role("Sources/Kit/Card.swift"), .init(kind: .product, platforms: ["iOS", "macCatalyst"], deploymentTargets: ["iOS": "16.0", "macCatalyst": "16.0"]),
                       "the package names macOS, but the only app using it builds for iOS and Mac Catalyst")
        XCTAssertEqual(role("Tests/KitTests/CardTests.swift").kind, .test)
        XCTAssertEqual(role("Examples/Demo.swift").kind, .notCompiled, "outside every target of the package")
        XCTAssertEqual(role("Sources/Kit/Kit.docc/Tutorial/Step1.swift").kind, .notCompiled, "documentation catalogs are not compiled")

        let standalone = try TemporaryFolder()
        try standalone.write("Kit/Package.swift", "let package = Package(name: \"Kit\", platforms: [.iOS(\"16.4\"), .macOS(.v13)], targets: [.target(name: \"Kit\", path: \"Code\")])\n")
        try standalone.write("Kit/Code/Card.swift", "")
        let root = standalone.url.path + "/Kit"
        let kit = ProjectModel(root: root, files: ProjectFiles.scan(root))
        XCTAssertEqual(kit.role(of: root + "/Code/Card.swift"), .init(kind: .product, platforms: ["iOS", "macOS"], deploymentTargets: ["iOS": "16.4", "macOS": "13.0"]),
                       "a target's path:, and the manifest's platforms when no app uses the package")

        let flat = try TemporaryFolder()
        try flat.write("UI/Package.swift", "let package = Package(name: \"UI\", platforms: [.iOS(.v17)], targets: [.target(name: \"UI\", path: \".\")])\n")
        try flat.write("UI/Backyard/BackyardList.swift", "")
        let flatRoot = flat.url.path + "/UI"
        XCTAssertEqual(ProjectModel(root: flatRoot, files: ProjectFiles.scan(flatRoot)).role(of: flatRoot + "/Backyard/BackyardList.swift").kind, .product,
                       "`path: \".\"` is the package's own folder: every file in it is the target's")
    }

    /// A Mac app of the same workspace uses the package's product by name alone (no package
    /// reference in its project): its platform counts with the iOS app's folder reference.
    func testAProjectUsingALocalProductByNameIsAClientOfThePackage() throws {
        let (folder, _) = try harbor()
        try folder.write("Harbor/MacApp/MacApp.xcodeproj/project.pbxproj", #"""
        // !$*UTF8*$!
        {
            objects = {
                A1 = {isa = PBXProject; buildConfigurationList = C1; mainGroup = G1; targets = (T1); };
                G1 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = C2; name = MacApp; productType = "com.apple.product-type.application"; packageProductDependencies = (P1); buildPhases = (); };
                P1 = {isa = XCSwiftPackageProductDependency; productName = Kit; };
                C1 = {isa = XCConfigurationList; buildConfigurations = (B1); };
                C2 = {isa = XCConfigurationList; buildConfigurations = (B2); };
                B1 = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 13.0; }; };
                B2 = {isa = XCBuildConfiguration; name = Release; buildSettings = {}; };
            };
            rootObject = A1;
        }
        """#)
        let root = folder.url.path + "/Harbor"
        let model = ProjectModel(root: root, files: ProjectFiles.scan(root))
        XCTAssertTrue(model.role(of: root + "/Packages/Kit/Sources/Kit/Card.swift").platforms.contains("macOS"),
                      "the Mac app builds the package's code too: \(model.role(of: root + "/Packages/Kit/Sources/Kit/Card.swift"))")
    }

    /// One package of modules for an iOS app and a Mac app: a module only the Mac app links is Mac
    /// code, though the manifest names iOS and the iOS app links the package's other products
    /// (s16 review of OnlySwitch); a module the iOS app reaches through a product's dependencies is iOS code.
    func testAPackagesTargetBuildsForTheAppsThatLinkAProductOfIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("Switch/.git/HEAD", "")
        try folder.write("Switch/Modules/Package.swift", """
        let package = Package(
            name: "Modules",
            platforms: [.iOS(.v18), .macOS(.v14)],
            products: [
                .library(name: "RemoteCore", targets: ["RemoteCore"]),
                .library(name: "StickerView", targets: ["StickerView"]),
            ],
            targets: [
                .target(name: "Design"),
                .target(name: "RemoteCore", dependencies: [.target(name: "Design")]),
                .target(name: "StickerView", dependencies: ["Design", .product(name: "Collections", package: "swift-collections")]),
            ]
        )
        """)
        for module in ["Design", "RemoteCore", "StickerView"] { try folder.write("Switch/Modules/Sources/\(module)/\(module).swift", "") }
        try folder.write("Switch/Switch.xcodeproj/project.pbxproj", #"""
        // !$*UTF8*$!
        {
            objects = {
                A1 = {isa = PBXProject; buildConfigurationList = C1; mainGroup = G1; targets = (T1, T2); };
                G1 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; lastKnownFileType = wrapper; name = Modules; path = Modules; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = C2; name = Switch; productType = "com.apple.product-type.application"; packageProductDependencies = (P1, P2); buildPhases = (); };
                T2 = {isa = PBXNativeTarget; buildConfigurationList = C3; name = Remote; productType = "com.apple.product-type.application"; packageProductDependencies = (P3); buildPhases = (); };
                P1 = {isa = XCSwiftPackageProductDependency; productName = RemoteCore; };
                P2 = {isa = XCSwiftPackageProductDependency; productName = StickerView; };
                P3 = {isa = XCSwiftPackageProductDependency; productName = RemoteCore; };
                C1 = {isa = XCConfigurationList; buildConfigurations = (B1); };
                C2 = {isa = XCConfigurationList; buildConfigurations = (B2); };
                C3 = {isa = XCConfigurationList; buildConfigurations = (B3); };
                B1 = {isa = XCBuildConfiguration; name = Release; buildSettings = {}; };
                B2 = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 14.0; }; };
                B3 = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 18.0; }; };
            };
            rootObject = A1;
        }
        """#)
        let root = folder.url.path + "/Switch"
        let model = ProjectModel(root: root, files: ProjectFiles.scan(root))
        func platforms(_ module: String) -> Set<String> { model.role(of: root + "/Modules/Sources/\(module)/\(module).swift").platforms }
        XCTAssertEqual(platforms("StickerView"), ["macOS"], "only the Mac app links it")
        XCTAssertEqual(platforms("RemoteCore"), ["iOS", "macOS"], "both apps link it")
        XCTAssertEqual(platforms("Design"), ["iOS", "macOS"], "the iOS app builds it through RemoteCore's dependencies")
    }

    func testGeneratedProjectsAndUnreadableManifestsLeaveFilesUnknown() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/.git/HEAD", "")
        try folder.write("App/App.xcodeproj/project.pbxproj", Self.harborProject)
        try folder.write("App/project.yml", "name: App\n")
        try folder.write("App/Sources/New.swift", "")
        try folder.write("App/Modules/Package.swift", "let package = Package(name: \"M\", targets: makeTargets())\n")
        try folder.write("App/Modules/Anything/File.swift", "")
        let root = folder.url.path + "/App"
        let model = ProjectModel(root: root, files: ProjectFiles.scan(root))
        XCTAssertEqual(model.role(of: root + "/Sources/New.swift").kind, .unknown, "XcodeGen regenerates the project: a file it does not list yet is not dead")
        XCTAssertEqual(model.role(of: root + "/Modules/Anything/File.swift").kind, .unknown, "targets built in code cannot be read")
    }

    func testAnXcodeGenSpecGivesItsAppsPlatformsWhenNoProjectIsCommitted() throws {
        let folder = try TemporaryFolder()
        try folder.write("Food/.git/HEAD", "")
        try folder.write("Food/project.yml", """
        name: FoodFacts # scanner
        options:
          bundleIdPrefix: org.example
          deploymentTarget:
            iOS: "10.0"
        targets:
          FoodFacts:
            type: application
            platform: iOS
            sources: [Sources]
          FoodFactsTests:
            type: bundle.unit-test
            platform: iOS
            deploymentTarget: "8.0"
        """)
        try folder.write("Food/Sources/ScannerView.swift", "")
        try folder.write("Desk/.git/HEAD", "")
        try folder.write("Desk/project.yml", """
        targets:
          Desk:
            type: application
            platform:
            - macOS
            deploymentTarget: "12.0"
          DeskWidgets:
            type: app-extension
            platform: [iOS, macOS]
            deploymentTarget: {iOS: 16.0, macOS: '13.0'}
        """)
        try folder.write("Desk/Desk/Inspector.swift", "")
        let food = folder.url.path + "/Food"
        XCTAssertEqual(ProjectModel(root: food, files: ProjectFiles.scan(food)).role(of: food + "/Sources/ScannerView.swift"),
                       .init(kind: .unknown, platforms: ["iOS"], deploymentTargets: ["iOS": "10.0"]),
                       "the options' deployment target; the test target's older one does not count")
        let desk = folder.url.path + "/Desk"
        XCTAssertEqual(ProjectModel(root: desk, files: ProjectFiles.scan(desk)).role(of: desk + "/Desk/Inspector.swift"),
                       .init(kind: .unknown, platforms: ["iOS", "macOS"], deploymentTargets: ["iOS": "16.0", "macOS": "12.0"]),
                       "a list below its key, an inline list and an inline map; the lowest version per platform")
    }

    func testTheResolverGivesEachFileItsTargetsPlatforms() throws {
        let (folder, _) = try harbor()
        try folder.write("Harbor/Widgets/.a11yfix.json", #"{"deploymentTargets": {"iOS": "17.2"}}"#)
        let resolver = ConfigurationResolver(options: CommandOptions(), base: FixerConfiguration(rules: []), currentDirectory: folder.url.path)
        func options(_ path: String) -> RuleOptions? {
            guard case let .configured(configuration) = resolver.resolve("Harbor/" + path) else { return nil }
            XCTAssertEqual(configuration.project?.root, folder.url.path + "/Harbor")
            return configuration.options
        }
        XCTAssertEqual(options("Mac/MacApp.swift")?.platforms, ["macOS"])
        XCTAssertEqual(options("Mac/MacApp.swift")?.deploymentTargets, ["macOS": "13.0"])
        XCTAssertEqual(options("HarborTests/SettingsTests.swift")?.sourceRole, .test)
        XCTAssertEqual(options("Widgets/Widget.swift")?.deploymentTargets, ["iOS": "17.2"], "the config wins")
        XCTAssertEqual(options("Widgets/Widget.swift")?.platforms, ["iOS"])
        XCTAssertEqual(resolver.errors, [])
    }
}
