import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutScript

/// Runs an invocation and returns the exit status: 0 success, 1 a script error, 2 a usage error.
enum Commands {
  static let version = "qlrepl 0.1.0"

  static func run(_ arguments: [String]) -> Int32 {
    let invocation: Invocation
    do {
      invocation = try ArgumentParser.parse(arguments)
    } catch {
      printError("qlrepl: \(error.message)\n\(ArgumentParser.usage)")
      return 2
    }
    switch invocation {
    case .help:
      print(CommandLineTable.help)
      return 0
    case .subcommandHelp(let name):
      print(CommandLineTable.help(of: CommandLineTable.subcommand(name)!))
      return 0
    case .markdown:
      print(CommandLineTable.markdown)
      return 0
    case .manPage:
      print(CommandLineTable.manPage, terminator: "")
      return 0
    case .version:
      print(version)
      return 0
    case .render(let options):
      return render(options)
    case let .check(paths, semantics, view):
      return paths.map { check($0, semantics: semantics, view: view) }.max() ?? 0
    case let .repl(path, color, canvas):
      return Interactive.repl(path, color: color, canvas: canvas)
    case let .watch(paths, color, canvas):
      return Interactive.watch(paths, color: color, canvas: canvas)
    case .learn(let color):
      return Interactive.learn(color: color)
    }
  }

  /// `render`: evaluate, lay out, print in the chosen format.
  static func render(_ options: RenderOptions) -> Int32 {
    if let kind = options.variants { return variants(kind, options) }
    if options.compare { return compare(options) }
    guard let (script, isBlank) = evaluateForLayout(options) else { return 1 }
    if script.anchors != nil, let semantics = options.canvas.semantics {
      return notApplicableToAutoLayout("--semantics \(semantics.flagName)", options)
    }
    let details = options.format == .tree || options.proposals != nil
    let each = Pipeline.layoutEach(script, options: LayoutOptions(canvas: options.canvas, recordingDetails: details))
    let laidOut = each[0]
    guard let result = laidOut.result else {
      if isBlank {
        printError("\(options.path): the file is empty: nothing to render")
        return 1
      }
      if let otherPlatform = otherPlatformOnly(script) {
        printError("\(options.path): \(otherPlatform)")
        return 1
      }
      if let className = script.shownUIKitClass {
        printError("\(options.path): '\(className)' builds no view in the code qlrepl runs (its initializers, viewDidLoad() and the "
                   + "methods that add subviews or constraints add none): nothing to render (docs/uikit-auto-layout.md)")
        return 1
      }
      printError("\(options.path): the script has no `var body: Layout { … }` (nor an anchors `var layout: some Layout { … }`); "
                 + "it is a library of components, nothing to render")
      return 1
    }
    printFindings(laidOut.diagnostics, path: options.path)
    if let name = options.proposals, let problem = OfferedSizes.problem(drawing: name, script: script, result: result) {
      printError("\(options.path): --proposals \(name): \(problem)")
      return 1
    }
    var diff: LayoutDiff?
    if options.format == .ascii, let oldPath = options.diffPath {
      // evaluate says why a script that does not evaluate is no good; a body is all that may still be missing.
      guard let old = evaluate(oldPath, semantics: options.canvas.semantics, view: options.canvas.view)?.script else { return 1 }
      guard let oldResult = Pipeline.layout(old, options: LayoutOptions(canvas: options.canvas)).result else {
        printError("\(oldPath): it has no body, so nothing to compare with")
        return 1
      }
      diff = LayoutDiff(previous: old, previousResult: oldResult, script: script, result: result)
    }
    let title = options.path == DefaultScript.path ? "built-in example card" : options.path
    var output = StandardOutput()
    options.format.write(each, options: ReportOptions(title: title, picture: options.picture, diff: diff), to: &output)
    output.flush()
    return 0
  }

  /// `flag` on an anchors script: Auto Layout has neither rule set, a constraint solve is the same under both.
  static func notApplicableToAutoLayout(_ flag: String, _ options: RenderOptions) -> Int32 {
    printError("\(options.path): \(flag) is not applicable to Auto Layout: the script's var layout is SwiftLayout's anchors, "
               + "which a constraint solver lays out the same whatever the stacks' rules")
    return 2
  }

  /// The script of `render` evaluated, and whether its file is blank. Its text is not kept: a
  /// 4 MB script's text would stay in memory through the layout and the report (the 10,000-cell
  /// list's JSON: 4 MB more at its peak).
  private static func evaluateForLayout(_ options: RenderOptions) -> (script: EvaluatedScript, isBlank: Bool)? {
    guard let loaded = evaluate(options.path, options.canvas) else { return nil }
    return (loaded.script, loaded.source.allSatisfy(\.isWhitespace))
  }

  /// Prints the engine's warnings (conflicts, ambiguity, a custom layout's failure) with their
  /// source lines, read again from `path`; a file that cannot be read now is said so, and its
  /// warnings are printed without their lines.
  static func printFindings(_ diagnostics: [Diagnostic], path: String) {
    guard !diagnostics.isEmpty else { return }
    let source = read(path) ?? ""
    for diagnostic in diagnostics { printError(diagnostic.rendered(source: source)) }
  }

  /// The text of the script at `path` (the built-in example's at its path); nil, the error
  /// printed, when it cannot be read.
  static func read(_ path: String) -> String? {
    guard path != DefaultScript.path else { return DefaultScript.source }
    do {
      return try ScriptFile.read(path)
    } catch {
      printError("qlrepl: \(error)")
      return nil
    }
  }

  /// `render --compare`: the script evaluated and laid out under each semantics, drawn side by
  /// side. The QuickLayout evaluation prints no warnings (the SwiftUI one did), but its errors.
  static func compare(_ options: RenderOptions) -> Int32 {
    // Both evaluated with what the options decide at evaluation (--view, --device's safe area, --dynamic-type).
    guard let loaded = evaluate(options.path, semantics: .swiftUI, view: options.canvas.view, safeArea: options.canvas.safeArea,
                                dynamicTypeSize: options.canvas.dynamicTypeSize) else { return 1 }
    let swiftUIScript = loaded.script
    if swiftUIScript.anchors != nil { return notApplicableToAutoLayout("--compare", options) }
    let quickLayoutScript: EvaluatedScript
    do {
      quickLayoutScript = try ScriptEvaluator.evaluate(source: loaded.source, path: options.path, semantics: .quickLayout,
                                                       view: options.canvas.view, safeArea: options.canvas.safeArea,
                                                       dynamicTypeSize: options.canvas.dynamicTypeSize)
    } catch {
      printError("\(options.path): the script does not evaluate under QuickLayout's rules; nothing to compare")
      printError(error.rendered())
      return 1
    }
    var canvas = options.canvas
    canvas.semantics = .quickLayout
    let quickLayout = Pipeline.layout(quickLayoutScript, options: LayoutOptions(canvas: canvas))
    canvas.semantics = .swiftUI
    let swiftUI = Pipeline.layout(swiftUIScript, options: LayoutOptions(canvas: canvas))
    guard let quickLayoutResult = quickLayout.result, let swiftUIResult = swiftUI.result else {
      printError("\(options.path): the script has no body; nothing to compare")
      return 1
    }
    var output = StandardOutput()
    CompareReport(quickLayout: (quickLayout.script, quickLayoutResult), swiftUI: (swiftUI.script, swiftUIResult),
                  title: options.path, options: options.picture).write(to: &output)
    output.flush()
    return 0
  }

  /// Why a file with nothing to render has nothing when its code stands in an `#if` branch an
  /// iPhone's build leaves out (`#if os(macOS)` around the whole file): its views are another
  /// platform's, which is no fault of the file. Nil for a file without such a branch.
  static func otherPlatformOnly(_ script: EvaluatedScript) -> String? {
    let platform = script.leftOutConditions.first(where: isAnotherPlatformsBranch)
    return platform.map { directive in
      "nothing to render for an iPhone: the file's code stands in \(directive), which an iPhone's build leaves out, "
        + "its views another platform's (qlrepl compiles `#if` as the iPhone simulator does: docs/language.md, \"The Swift it reads\")"
    }
  }

  /// True when the branch `directive` names (`` `#if os(macOS)` ``, `` `#else` of `#if canImport(UIKit)` ``)
  /// is one another platform's build compiles: a test of the OS, of Mac Catalyst, of a framework an
  /// iPhone lacks, or the other branch of UIKit's. The other branch of a framework an iPhone has
  /// (`` `#else` of `#if canImport(Combine)` ``) is an older SDK's, no other platform's.
  private static func isAnotherPlatformsBranch(_ directive: String) -> Bool {
    if directive.contains("os(") || directive.contains("macCatalyst") { return true }
    let otherFrameworks = ["AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "TVServices"]
    if otherFrameworks.contains(where: { directive.contains("canImport(\($0))") }) { return true }
    return directive.hasPrefix("`#else` of") && directive.contains("canImport(UIKit)")
  }

  /// `check`: evaluate only; diagnostics and status.
  static func check(_ path: String, semantics: Semantics?, view: String?) -> Int32 {
    guard let loaded = evaluate(path, semantics: semantics, view: view) else { return 1 }
    switch loaded.script.document {
    case .elements, .layouts, .anchors, .conflictLog:
      print("\(path): ok")
      return 0
    case .library:
      break
    }
    if loaded.source.allSatisfy(\.isWhitespace) {
      print("\(path): ok, but it is empty: nothing to render")
      return 0
    }
    if let otherPlatform = otherPlatformOnly(loaded.script) {
      print("\(path): ok, but \(otherPlatform)")
      return 0
    }
    print("\(path): ok, but nothing to render: it declares no `var body: Layout { … }` (a library for other files to import)")
    if let line = ScriptEvaluator.foreignDialectLine(source: loaded.source, path: path) { printError(line) }
    return 0
  }

  /// A script file read and evaluated: its text (read once: the engine's warnings quote it, an
  /// empty file is said to be one) and the evaluated script.
  struct LoadedScript {
    let source: String
    let script: EvaluatedScript
  }

  /// Reads and evaluates a script with what `canvas` decides at evaluation (semantics, view,
  /// safe area, Dynamic Type size, the size a UIKit class's layoutSubviews runs in), printing its
  /// diagnostics; nil when it cannot be read or has errors.
  static func evaluate(_ path: String, _ canvas: CanvasOverride) -> LoadedScript? {
    evaluate(path, semantics: canvas.semantics, view: canvas.view, safeArea: canvas.safeArea, dynamicTypeSize: canvas.dynamicTypeSize,
             canvasSize: canvas.size)
  }

  /// Reads and evaluates a script, printing its diagnostics; nil when it cannot be read or has errors.
  static func evaluate(_ path: String, semantics: Semantics? = nil, view: String? = nil, safeArea: EdgeInsets? = nil,
                       dynamicTypeSize: DynamicTypeSize? = nil, canvasSize: Size? = nil) -> LoadedScript? {
    guard let source = read(path) else { return nil }
    do {
      let script = try ScriptEvaluator.evaluate(source: source, path: path, semantics: semantics, view: view, safeArea: safeArea,
                                                dynamicTypeSize: dynamicTypeSize, canvasSize: canvasSize)
      for warning in Diagnostic.rendered(script.warnings, sources: [path: source]) { printError(warning) }
      return LoadedScript(source: source, script: script)
    } catch {
      printError(error.rendered())
      return nil
    }
  }

  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
