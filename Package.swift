// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "qlrepl",
  products: [
    .executable(name: "qlrepl", targets: ["qlrepl"]),
    .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
    .library(name: "LayoutScript", targets: ["LayoutScript"]),
    .library(name: "LayoutRender", targets: ["LayoutRender"]),
  ],
  targets: [
    // The layout engine: elements, leaves, containers, modifiers, rounding, the measurement log. Pure.
    .target(name: "LayoutEngine", linkerSettings: [.linkedLibrary("m")]),
    // The script language: lexer, parser, AST, evaluator, diagnostics. Builds engine trees.
    .target(name: "LayoutScript", dependencies: ["LayoutEngine"]),
    // Pictures and reports of a layout result: the ASCII picture and table, tree, JSON, SVG.
    .target(name: "LayoutRender", dependencies: ["LayoutEngine", "LayoutScript"]),
    // The command-line tool: argument parsing and main.
    .executableTarget(name: "qlrepl", dependencies: ["LayoutEngine", "LayoutScript", "LayoutRender"]),
    // The speed figures of SPEC 7: `swift run -c release qlbench`.
    .executableTarget(name: "qlbench", dependencies: ["LayoutEngine", "LayoutScript", "LayoutRender"]),
    // A mutation fuzzer of the interpreter and the engine: `swift run -c release qlfuzz workspace`.
    .executableTarget(name: "qlfuzz", dependencies: ["LayoutEngine", "LayoutScript", "LayoutRender"]),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
    .testTarget(name: "LayoutScriptTests", dependencies: ["LayoutScript", "LayoutEngine"], resources: [.copy("Fixtures")]),
    // Goldens/ are read by path (so they can be regenerated in place), not bundled.
    .testTarget(name: "LayoutRenderTests", dependencies: ["LayoutRender", "LayoutScript", "LayoutEngine"], exclude: ["Goldens"]),
    .testTarget(name: "qlreplEndToEndTests", dependencies: ["qlrepl"]),
  ]
)
