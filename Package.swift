// swift-tools-version:6.0
import PackageDescription

// The pipeline, one module a step: LayoutScript (text → the evaluated document) → LayoutCore (the
// document, the element tree, leaves, geometry and the one layout result: data every module
// shares) → the engines (QuickLayoutEngine, …) → LayoutPipeline (the one entry point: evaluate,
// override, lay out, write a report) → LayoutSession (REPL, watch mode, course) → the executables.
// LayoutRender (reports, the words of the engines' facts, and the one way numbers and strings
// are written for people) reads LayoutCore alone; the language, the pipeline and the session use it. docs/architecture.md "Modules" draws the graph.
/// Release builds carry the Swift runtime and Foundation inside the executables (`-static-stdlib`,
/// given to every module's compilation so that what each imports is linked from the static
/// libraries, and to the links): no shared libraries to load and relocate at every start, about
/// 6 MiB less resident memory and 30 ms less start-up (README "Performance"). Debug builds, which
/// the tests link against, keep the shared libraries.
let staticRuntime: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
let staticRuntimeLink: [LinkerSetting] = [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]

let package = Package(
  name: "qlrepl",
  products: [
    .executable(name: "qlrepl", targets: ["qlrepl"]),
    .library(name: "LayoutCore", targets: ["LayoutCore"]),
    .library(name: "QuickLayoutEngine", targets: ["QuickLayoutEngine"]),
    .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
    .library(name: "AutoLayoutEngine", targets: ["AutoLayoutEngine"]),
    .library(name: "SwiftUIEngine", targets: ["SwiftUIEngine"]),
    .library(name: "LayoutScript", targets: ["LayoutScript"]),
    .library(name: "LayoutPipeline", targets: ["LayoutPipeline"]),
    .library(name: "LayoutRender", targets: ["LayoutRender"]),
    .library(name: "LayoutSession", targets: ["LayoutSession"]),
  ],
  targets: [
    // What every engine shares: geometry, alignment, leaves and text metrics, the element tree,
    // the canvas, and the layout result every engine produces. Pure.
    .target(name: "LayoutCore", swiftSettings: staticRuntime, linkerSettings: [.linkedLibrary("m")]),
    // QuickLayout's engine: stacks, ZStack, flows, grid, modifiers, pixel grid, measurement. Pure.
    .target(name: "QuickLayoutEngine", dependencies: ["LayoutCore"], swiftSettings: staticRuntime),
    // A Cassowary-style incremental simplex with lexicographic priorities and edit variables. Pure, no deps.
    .target(name: "ConstraintSolver", swiftSettings: staticRuntime),
    // Auto Layout's model on the solver: frames of an anchors layout, conflicts, ambiguity. Pure.
    .target(name: "AutoLayoutEngine", dependencies: ["ConstraintSolver", "LayoutCore"], swiftSettings: staticRuntime),
    // SwiftUI's engine: stacks by priority and flexibility, spacing preferences, frames, padding,
    // fixedSize, alignment guides, ZStack, GeometryReader, the hosting-view run. Pure.
    .target(name: "SwiftUIEngine", dependencies: ["LayoutCore"], swiftSettings: staticRuntime),
    // The script language: lexer, parser, AST, evaluator, diagnostics, printer. Builds element trees.
    // Its messages and a number's text (`"\(x)"`) write numbers with LayoutRender's one formatter.
    // The GNU C library's allocator controls (malloc.h): the script language returns what a large
    // evaluation freed to the system.
    .systemLibrary(name: "CMalloc"),
    .target(name: "LayoutScript", dependencies: ["LayoutCore", "QuickLayoutEngine", "LayoutRender", "CMalloc"], swiftSettings: staticRuntime),
    // The one entry point: evaluate a script, apply overrides, lay it out with the right engine.
    .target(name: "LayoutPipeline", dependencies: ["LayoutCore", "LayoutScript", "QuickLayoutEngine", "SwiftUIEngine", "AutoLayoutEngine", "LayoutRender"], swiftSettings: staticRuntime),
    // Pictures and reports of a layout result and the words of the engines' facts: the ASCII
    // picture and table, tree, JSON, SVG, the script printer. Reads the evaluated document of
    // LayoutCore, never the language.
    .target(name: "LayoutRender", dependencies: ["LayoutCore"], swiftSettings: staticRuntime),
    // GNU readline (Debian: libreadline-dev): its module map names the header and the library, so
    // no pkg-config flags (which SwiftPM would warn about) reach the build.
    .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
    // The session and terminal layer: REPL commands, readline, watcher, event loop.
    .target(name: "LayoutSession", dependencies: ["LayoutCore", "LayoutScript", "LayoutPipeline", "LayoutRender", "CReadline"], swiftSettings: staticRuntime),
    // The command-line tool: argument parsing and main.
    .executableTarget(name: "qlrepl", dependencies: ["LayoutCore", "LayoutScript", "LayoutPipeline", "LayoutRender", "LayoutSession"],
                      swiftSettings: staticRuntime, linkerSettings: staticRuntimeLink),
    // The speed figures of SPEC 7: `swift run -c release qlbench`.
    .executableTarget(name: "qlbench", dependencies: ["AutoLayoutEngine", "ConstraintSolver", "LayoutCore", "LayoutScript", "LayoutPipeline", "LayoutRender", "LayoutSession"],
                      swiftSettings: staticRuntime, linkerSettings: staticRuntimeLink),
    // A mutation fuzzer of the interpreter and the engines: `swift run -c release qlfuzz workspace`.
    .executableTarget(name: "qlfuzz", dependencies: ["LayoutCore", "LayoutScript", "LayoutPipeline", "LayoutRender"],
                      swiftSettings: staticRuntime, linkerSettings: staticRuntimeLink),
    .testTarget(name: "QuickLayoutEngineTests", dependencies: ["QuickLayoutEngine", "LayoutCore"]),
    // The three oracle corpora's public cases, copied by scripts/sync-conformance: one test per case.
    .testTarget(name: "ConformanceTests", dependencies: ["LayoutCore", "LayoutScript", "LayoutPipeline", "LayoutRender"], exclude: ["Cases"]),
    .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
    .testTarget(name: "AutoLayoutEngineTests", dependencies: ["AutoLayoutEngine", "LayoutCore"]),
    .testTarget(name: "SwiftUIEngineTests", dependencies: ["SwiftUIEngine", "LayoutCore"]),
    .testTarget(name: "LayoutScriptTests", dependencies: ["LayoutScript", "LayoutPipeline", "LayoutCore", "LayoutRender"], resources: [.copy("Fixtures")]),
    // Goldens/ are read by path (so they can be regenerated in place), not bundled.
    .testTarget(name: "LayoutRenderTests", dependencies: ["LayoutRender", "LayoutPipeline", "LayoutScript", "LayoutCore"], exclude: ["Goldens"]),
    .testTarget(name: "LayoutSessionTests", dependencies: ["LayoutSession", "LayoutPipeline", "LayoutScript", "LayoutCore"]),
    .testTarget(name: "qlreplEndToEndTests", dependencies: ["qlrepl"]),
  ]
)
