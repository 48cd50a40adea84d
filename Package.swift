// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "TableSpec",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        // What generated tables link: the engine they share, written once.
        .library(name: "TableSpecRuntime", targets: ["TableSpecRuntime"]),
        .executable(name: "tablespec", targets: ["tablespec"]),
        .library(name: "TableSpecKit", targets: ["TableSpecKit"]),
        .plugin(name: "TableSpecBuildPlugin", targets: ["TableSpecBuildPlugin"]),
        .plugin(name: "GenerateTableSources", targets: ["GenerateTableSources"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Tests only: property-based tests of the string-literal writer.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        // The C library itself, bound directly: we need every node's marks, our own limits and
        // duplicate-key detection, none of which a higher-level wrapper exposes.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The engine every generated table runs on: rows, sections and content, generic over the
        // table, with its UIKit and SwiftUI parts. Apps link it; it depends on nothing of the tool's.
        .target(name: "TableSpecRuntime"),
        // The pipeline, one module per stage; each imports only the stages before it.
        // Diagnostics: the one `Diagnostic` type, source ranges, and their text and JSON forms.
        .target(name: "TableSpecDiagnostics"),
        // What Swift accepts as a name, and how a spec's ids become one: the rules validation and the
        // renderer share, without the renderer.
        .target(name: "SwiftNaming"),
        // A structured model of Swift source and its one renderer; nothing of TableSpec's in it.
        .target(name: "SwiftCodeModel", dependencies: ["SwiftNaming"]),
        // The resolved table every back end consumes, and its content logic.
        .target(name: "TableSpecModel", dependencies: ["TableSpecDiagnostics"]),
        // JSON values in code, their renderer and a bounded parser: the schema and the String Catalog.
        .target(name: "TableSpecJSON"),
        // The localizable strings of a localized table: keys, source values, comments, format specifiers.
        .target(name: "TableSpecStrings", dependencies: ["TableSpecDiagnostics", "TableSpecModel"]),
        // Bytes to resolved table: YAML nodes with positions, declarations, validation.
        .target(name: "TableSpecFrontEnd", dependencies: ["CYAML", "TableSpecDiagnostics", "TableSpecModel", "SwiftNaming", "TableSpecJSON", "TableSpecStrings"]),
        // The seams: `OutputTarget` and `PreviewFormat`.
        .target(name: "TableSpecOutput", dependencies: ["TableSpecDiagnostics", "TableSpecModel"]),
        // `<table>.xcstrings`: the String Catalog document, its parser, the merge with what is on disk, and Xcode's formatting.
        .target(name: "TableSpecStringCatalog", dependencies: ["TableSpecDiagnostics", "TableSpecModel", "TableSpecJSON", "TableSpecStrings"]),
        // The platform-neutral Swift of a table, which every Swift target shares.
        .target(name: "TableSpecSwiftCore", dependencies: ["TableSpecDiagnostics", "TableSpecModel", "SwiftNaming", "SwiftCodeModel", "TableSpecStrings"]),
        // `--target uikit`.
        .target(name: "TableSpecUIKit", dependencies: ["TableSpecDiagnostics", "TableSpecModel", "SwiftCodeModel", "TableSpecSwiftCore", "TableSpecOutput", "TableSpecStrings"]),
        // `--target swiftui`.
        .target(name: "TableSpecSwiftUI", dependencies: ["TableSpecModel", "SwiftCodeModel", "TableSpecSwiftCore", "TableSpecOutput"]),
        // UIKit's rules both previews draw by: what a row shows at its trailing edge, how the section
        // index condenses, and how wide text is in columns (for wrapping and cutting it).
        .target(name: "TableSpecLayoutRules", dependencies: ["TableSpecModel"]),
        // Where UIKit would put every header, row and control, in terminal lines.
        .target(name: "TableSpecTextLayout", dependencies: ["TableSpecModel", "TableSpecLayoutRules"]),
        // `--format text`.
        .target(name: "TableSpecTextPreview", dependencies: ["TableSpecDiagnostics", "TableSpecModel", "TableSpecLayoutRules", "TableSpecTextLayout", "TableSpecOutput"]),
        // Where UIKit would put every header, row and control, in points, as nodes a picture draws.
        .target(name: "TableSpecPictureLayout", dependencies: ["TableSpecDiagnostics", "TableSpecModel", "TableSpecLayoutRules"]),
        // `--format html` and `--format svg`: one layout in points, two notations.
        .target(name: "TableSpecPicturePreview", dependencies: ["TableSpecDiagnostics", "TableSpecModel", "TableSpecPictureLayout", "TableSpecOutput"]),
        // XML through libxml2, loaded only when a file is imported, with our limits and positions:
        // the one reader of storyboards and XML property lists.
        .target(name: "TableSpecXML", dependencies: ["TableSpecDiagnostics"]),
        // Property lists in XML and binary form, `.strings` files, and their writers: a Settings.bundle's files.
        .target(name: "TableSpecPropertyList", dependencies: ["TableSpecDiagnostics", "TableSpecXML"]),
        // Specs as importers write them: a tree of mappings, sequences and scalars, and its one renderer.
        .target(name: "TableSpecSpecText", dependencies: ["TableSpecDiagnostics"]),
        // Settings.bundle panes: property lists to the Settings app's specifiers and back, and their specs.
        .target(name: "TableSpecSettingsBundle", dependencies: ["TableSpecDiagnostics", "TableSpecModel", "TableSpecPropertyList", "TableSpecSpecText", "SwiftNaming", "TableSpecOutput"]),
        // `tablespec import`: storyboard XML to specs.
        .target(name: "TableSpecStoryboard", dependencies: ["TableSpecDiagnostics", "SwiftNaming", "TableSpecModel", "TableSpecXML", "TableSpecSpecText"]),
        // The umbrella: the registries of targets and formats, output files, the preview pipeline.
        .target(
            name: "TableSpecKit",
            dependencies: [
                "TableSpecDiagnostics", "SwiftNaming", "SwiftCodeModel", "TableSpecModel", "TableSpecFrontEnd", "TableSpecOutput",
                "TableSpecSwiftCore", "TableSpecUIKit", "TableSpecLayoutRules", "TableSpecTextLayout", "TableSpecTextPreview",
                "TableSpecJSON", "TableSpecStrings", "TableSpecStringCatalog",
                "TableSpecPictureLayout", "TableSpecPicturePreview",
                "TableSpecSwiftUI",
                "TableSpecXML", "TableSpecStoryboard", "TableSpecPropertyList", "TableSpecSpecText", "TableSpecSettingsBundle",
            ]
        ),
        // `tablespec lsp`: the Language Server Protocol, written by hand (typed messages, Content-Length
        // framing) over the front end `validate` runs; no LSP package is in the mirror.
        .target(
            name: "TableSpecLanguageServer",
            dependencies: [
                "SwiftNaming", "TableSpecDiagnostics", "TableSpecModel", "TableSpecFrontEnd", "TableSpecOutput", "TableSpecTextPreview",
                "TableSpecStrings", "TableSpecStringCatalog",
            ]),
        .executableTarget(
            name: "tablespec",
            dependencies: [
                "TableSpecKit",
                "TableSpecLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Build-time generation: every *.table.yaml in a target becomes Swift in the build.
        .plugin(
            name: "TableSpecBuildPlugin",
            capability: .buildTool(),
            dependencies: ["tablespec"]
        ),
        // For teams that check the generated code in.
        .plugin(
            name: "GenerateTableSources",
            capability: .command(
                intent: .custom(verb: "generate-table-sources", description: "Write the Swift for every *.table.yaml next to its spec"),
                permissions: [.writeToPackageDirectory(reason: "The generated Swift files are written next to the specs")]
            ),
            dependencies: ["tablespec"]
        ),
        .testTarget(
            name: "TableSpecKitTests",
            dependencies: [
                "TableSpecKit",
                "tablespec",
                "TableSpecRuntime",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: [
                "Fixtures",
                "Support/ContentHarness",
                "Support/FormHarness",
                "Support/StorageHarness",
                "Support/generate_letter_bases.py",
                "Support/generate_mark_order.swift",
                "Support/cldr_plurals.py",
                "Support/UIKitStub",
                "Support/PreviewMacroStandIn",
                "Support/validate_schema.py",
                "Support/lsp_client_test.py",
                "Support/nvim_lsp_check.lua",
                "Support/wcwidth_columns.py",
                "Support/generate_width_tables.py",
                "Support/png_pixels.py",
            ]
        ),
    ]
)
