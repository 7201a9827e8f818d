// swift-tools-version: 6.1
import Foundation
import PackageDescription

// `scripts/install` builds a release with DOCGEN_VERSION set to the git tag or `0.y.z+commit`
// (scripts/version); it reaches the binary as a C define of CDocGenVersion, so no file changes.
// Only the characters of a semantic version are taken: anything else leaves the version unstamped.
let stampedVersion = ProcessInfo.processInfo.environment["DOCGEN_VERSION"].flatMap { version in
    !version.isEmpty && version.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) } ? version : nil
}

let package = Package(
    name: "docgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "docgen", targets: ["docgen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // The preview server; its optional traits (swift-configuration, full Foundation) are not needed.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
        // Hummingbird's own networking, named for the preview's channel handler (a connection that ends).
        .package(url: "https://github.com/apple/swift-nio.git", exact: "2.101.3"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [
                .apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]),
                .brew(["cmark-gfm"]),
            ]
        ),
        .target(name: "DocGenCore", dependencies: ["Yams"]),
        // The default theme, generated from themes/default on every build (see Plugins/EmbedDefaultTheme).
        .target(name: "DocGenTheme", exclude: ["default"], plugins: ["EmbedDefaultTheme"]),
        .plugin(name: "EmbedDefaultTheme", capability: .buildTool(), dependencies: ["embed-theme"]),
        .executableTarget(name: "embed-theme", path: "Sources/EmbedTheme"),
        // The version scripts/install stamps (from $DOCGEN_VERSION, see below); empty in a plain build.
        .target(name: "CDocGenVersion", cSettings: stampedVersion.map { [.define("DOCGEN_VERSION", to: "\"\($0)\"")] } ?? []),
        .target(name: "DocGenMarkdown", dependencies: ["DocGenCore", "CCmarkGFM"]),
        .target(name: "DocGenAudit", dependencies: ["DocGenCore", "Yams"]),
        .target(
            name: "DocGenScan",
            dependencies: [
                "DocGenCore", "Yams",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "DocGenSite",
            dependencies: [
                "DocGenCore", "DocGenMarkdown", "DocGenAudit", "DocGenTheme",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .target(name: "DocGenReport", dependencies: ["DocGenCore", "DocGenMarkdown", "DocGenAudit", "DocGenScan"]),
        .target(
            name: "DocGenKit",
            dependencies: ["DocGenCore", "DocGenMarkdown", "DocGenAudit", "DocGenScan", "DocGenSite", "DocGenReport"]
        ),
        .target(
            name: "DocGenServe",
            dependencies: ["DocGenCore", "DocGenKit", .product(name: "Hummingbird", package: "hummingbird"),
                           .product(name: "NIOCore", package: "swift-nio")]
        ),
        .executableTarget(
            name: "docgen",
            dependencies: [
                "DocGenCore", "DocGenAudit", "DocGenScan", "DocGenReport", "DocGenSite", "DocGenKit", "DocGenServe", "CDocGenVersion",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "parse-floor",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Sources/ParseFloor"
        ),
        .target(
            name: "DocGenFuzzing",
            dependencies: ["DocGenCore", "DocGenMarkdown", "DocGenAudit", "DocGenScan", "DocGenSite", "DocGenReport"]
        ),
        .target(name: "DocGenTestSupport", dependencies: ["DocGenCore"], path: "Tests/DocGenTestSupport"),
        .testTarget(name: "DocGenCoreTests", dependencies: ["DocGenCore", "DocGenTestSupport"]),
        .testTarget(name: "DocGenMarkdownTests", dependencies: ["DocGenMarkdown", "DocGenTestSupport"], exclude: ["Golden"]),
        .testTarget(name: "DocGenAuditTests", dependencies: ["DocGenAudit", "DocGenTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "DocGenScanTests", dependencies: ["DocGenScan", "DocGenTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "DocGenSiteTests", dependencies: ["DocGenSite", "DocGenTheme", "DocGenMarkdown", "DocGenTestSupport"]),
        .testTarget(name: "DocGenKitTests", dependencies: ["DocGenKit", "DocGenSite", "DocGenMarkdown", "DocGenTestSupport"]),
        .testTarget(name: "DocGenReportTests", dependencies: ["DocGenReport", "DocGenScan", "DocGenAudit", "DocGenTestSupport"],
                    exclude: ["Golden"], resources: [.copy("Resources/sarif-schema-2.1.0.json")]),
        .testTarget(name: "DocGenFuzzingTests", dependencies: ["DocGenFuzzing", "DocGenTestSupport"], exclude: ["Regressions"]),
        .testTarget(name: "DocGenCLITests", dependencies: ["docgen", "DocGenCore", "DocGenAudit", "DocGenTestSupport"],
                    exclude: ["Golden", "Resources/README.md"],
                    resources: [.copy("Resources/github-action.schema.json"), .copy("Resources/github-workflow.schema.json"),
                                .copy("Resources/LICENSE.schemastore")]),
    ]
)

// `scripts/fuzz` builds the libFuzzer binary with DOCGEN_FUZZ=1 in its own build folder: docgen's
// modules are instrumented (-sanitize=fuzzer,address) and the fuzz entry points are linked in.
// A normal build never sees any of this.
if ProcessInfo.processInfo.environment["DOCGEN_FUZZ"] == "1" {
    let sanitizers = ["-sanitize=fuzzer,address"]
    for target in package.targets where target.type == .regular && target.name.hasPrefix("DocGen") && target.name != "DocGenTestSupport" {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(sanitizers)]
    }
    package.targets.append(.executableTarget(
        name: "docgen-fuzz", dependencies: ["DocGenFuzzing"], path: "Fuzz",
        swiftSettings: [.unsafeFlags(sanitizers + ["-parse-as-library"])],
        linkerSettings: [.unsafeFlags(sanitizers + ["-use-ld=lld"])]))
    package.products.append(.executable(name: "docgen-fuzz", targets: ["docgen-fuzz"]))
}
