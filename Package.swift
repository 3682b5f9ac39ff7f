// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "qlrepl",
  products: [
    .executable(name: "qlrepl", targets: ["qlrepl"]),
    .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
    .library(name: "LayoutScript", targets: ["LayoutScript"]),
    .library(name: "LayoutRender", targets: ["LayoutRender"]),
    .library(name: "LayoutSession", targets: ["LayoutSession"]),
    .library(name: "SwiftUIEngine", targets: ["SwiftUIEngine"]),
  ],
  targets: [
    // The layout engine: elements, leaves, containers, modifiers, rounding, the measurement log. Pure.
    .target(name: "LayoutEngine", linkerSettings: [.linkedLibrary("m")]),
    // SwiftUI's layout rules over the same element tree, producing the same layout result.
    .target(name: "SwiftUIEngine", dependencies: ["LayoutEngine"]),
    // The script language: lexer, parser, AST, evaluator, diagnostics. Builds engine trees.
    .target(name: "LayoutScript", dependencies: ["LayoutEngine"]),
    // Pictures and reports of a layout result: the ASCII picture and table, tree, JSON, SVG.
    .target(name: "LayoutRender", dependencies: ["LayoutEngine", "LayoutScript"]),
    // GNU readline, found through pkg-config (Debian: libreadline-dev).
    .systemLibrary(name: "CReadline", pkgConfig: "readline", providers: [.apt(["libreadline-dev"])]),
    // The session and terminal layer: REPL commands, readline, watcher, event loop.
    .target(name: "LayoutSession", dependencies: ["LayoutEngine", "SwiftUIEngine", "LayoutScript", "LayoutRender", "CReadline"]),
    // The command-line tool: argument parsing and main.
    .executableTarget(name: "qlrepl", dependencies: ["LayoutEngine", "SwiftUIEngine", "LayoutScript", "LayoutRender", "LayoutSession"]),
    // The speed figures of SPEC 7: `swift run -c release qlbench`.
    .executableTarget(name: "qlbench", dependencies: ["LayoutEngine", "SwiftUIEngine", "LayoutScript", "LayoutRender", "LayoutSession"]),
    // A mutation fuzzer of the interpreter and the engine: `swift run -c release qlfuzz workspace`.
    .executableTarget(name: "qlfuzz", dependencies: ["LayoutEngine", "SwiftUIEngine", "LayoutScript", "LayoutRender"]),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
    .testTarget(name: "SwiftUIEngineTests", dependencies: ["SwiftUIEngine", "LayoutEngine"]),
    .testTarget(name: "LayoutScriptTests", dependencies: ["LayoutScript", "LayoutEngine"], resources: [.copy("Fixtures")]),
    // Goldens/ are read by path (so they can be regenerated in place), not bundled.
    .testTarget(name: "LayoutRenderTests", dependencies: ["LayoutRender", "LayoutScript", "LayoutEngine"], exclude: ["Goldens"]),
    .testTarget(name: "LayoutSessionTests", dependencies: ["LayoutSession", "LayoutScript", "LayoutEngine"]),
    .testTarget(name: "qlreplEndToEndTests", dependencies: ["qlrepl"]),
  ]
)
